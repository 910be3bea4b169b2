import { z } from 'zod';

import { line } from './fields.ts';

/**
 * The industries the site publishes benchmarks for (site/content/site/industries.yaml), each
 * written once: the business intelligence hub and the ROI calculator both read them, so a figure
 * they share (the turnover rate) can only have one value. Which industries there are is the site's
 * code (app/content/industries.ts); their names and figures are here. The published figures are
 * tabled in docs/product-rules.md, "Business intelligence hub" and "ROI calculator".
 */

const outOf = (maximum: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(maximum, `must be at most ${String(maximum)}`);

const industry = z
  .object({
    name: line(30).meta({ title: 'Short name', description: '“Banking”: in the hub.' }),
    label: line(60).meta({ title: 'Full name', description: '“Banking and financial services”: in the ROI calculator.' }),
    turnoverRate: outOf(100).meta({ title: 'Yearly staff turnover (%)', description: '12 for 12%.' }),
    engagementScore: outOf(100).meta({ title: 'Engagement score (out of 100)' }),
    /** The productivity index published with the ROI benchmarks, as a multiplier; no formula uses it. */
    productivityMultiplier: z
      .string()
      .regex(/^\d(\.\d{1,2})?$/, 'expected a number such as 1.2 or 0.95')
      .meta({ title: 'Productivity index (ROI calculator)', description: 'A multiplier such as 1.2 or 0.95.' }),
  })
  .strict();

/** The hub's workplace scores: published for the industries the hub compares. */
const withWorkplaceScores = industry
  .extend({
    workplaceScores: z
      .object({
        employeeSatisfaction: outOf(100).meta({ title: 'Employee satisfaction (out of 100)' }),
        productivityIndex: outOf(150).meta({ title: 'Productivity index (out of 150)' }),
        digitalAdoption: outOf(100).meta({ title: 'Digital adoption (%)' }),
      })
      .strict()
      .meta({ title: 'Workplace scores (the hub)' }),
  })
  .strict();

export const industriesSchema = z
  .object({
    banking: withWorkplaceScores.meta({ title: 'Banking' }),
    telecoms: industry.meta({ title: 'Telecoms' }),
    manufacturing: withWorkplaceScores.meta({ title: 'Manufacturing' }),
    retail: industry.meta({ title: 'Retail' }),
    technology: withWorkplaceScores.meta({ title: 'Technology' }),
    healthcare: industry.meta({ title: 'Healthcare' }),
  })
  .strict();

export type IndustriesContent = z.output<typeof industriesSchema>;
