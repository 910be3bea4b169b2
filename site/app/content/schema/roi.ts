import { z } from 'zod';

import { line, link, paragraph } from './fields.ts';
import { template } from './template.ts';

const named = (title: string) => line(40).meta({ title });

/** How a breakdown row's figure is worked out, in words; `where` lists the template's placeholders. */
const breakdownRow = (title: string, where: Readonly<Record<string, string>>) =>
  z
    .object({
      name: line(40).meta({ title: 'Figure’s name' }),
      basis:
        Object.keys(where).length > 0
          ? template(150, where, 'How it is worked out')
          : paragraph(150).meta({ title: 'How it is worked out' }),
    })
    .strict()
    .meta({ title });

/** A row whose explanation differs once the organisation is already at its industry’s benchmark. */
const benchmarkRow = (title: string, where: Readonly<Record<string, string>>, atBenchmark: Readonly<Record<string, string>>) =>
  breakdownRow(title, where)
    .extend({ atBenchmark: template(120, atBenchmark, 'How it is worked out, already at the benchmark') })
    .strict()
    .meta({ title });

/**
 * The home page's ROI calculator (site/content/pages/home-roi.yaml): the section, the form, the
 * regions' names, how its figures are written, the estimate with its breakdown, keeping it (link,
 * print, IndyCircle) and the printed copy's own lines. The formulas, rates, ranges and region
 * multipliers are the site's code (site/app/content/roi.ts, site/app/tools/calculateRoi.ts); the
 * industries' names and benchmarks are site/content/site/industries.yaml.
 */
export const roiSchema = z
  .object({
    eyebrow: line(40).meta({ title: 'Eyebrow', description: 'The small line above the section’s heading.' }),
    heading: line(80),
    intro: paragraph(220).meta({ title: 'Introduction' }),
    form: z
      .object({
        heading: line(40),
        employeesLabel: named('Employees: label'),
        employeesHint: line(80).meta({ title: 'Employees: hint' }),
        salaryLabel: named('Salary: label'),
        salaryHint: line(80).meta({ title: 'Salary: hint' }),
        turnoverLabel: named('Turnover slider: label'),
        engagementLabel: named('Engagement slider: label'),
        industryLabel: named('Industry: label'),
        industryPlaceholder: named('Industry: before a choice'),
        regionLabel: named('Region: label'),
        regionPlaceholder: named('Region: before a choice'),
        calculate: line(30).meta({ title: 'Calculate button' }),
        chooseBoth: line(80).meta({ title: 'Neither industry nor region chosen', description: 'Under the button, which waits for both.' }),
        chooseIndustry: line(80).meta({ title: 'No industry chosen' }),
        chooseRegion: line(80).meta({ title: 'No region chosen' }),
      })
      .strict()
      .meta({ title: 'Form' }),
    /** One name per region the calculator offers; the regions and their price multipliers are the site's code. */
    regions: z
      .object({
        nigeria: line(40).meta({ title: 'Nigeria' }),
        'south-africa': line(40).meta({ title: 'South Africa' }),
        kenya: line(40).meta({ title: 'Kenya' }),
        ghana: line(40).meta({ title: 'Ghana' }),
        egypt: line(40).meta({ title: 'Egypt' }),
        other: line(40).meta({ title: 'Other markets' }),
      })
      .strict()
      .meta({ title: 'Regions’ names', description: 'As the Region choice offers them; IndyCircle’s saved estimates use them too.' }),
    figures: z
      .object({
        notMeasurable: line(30).meta({
          title: 'Return not measurable',
          description: 'In place of the return when there is no investment.',
        }),
        payback: z
          .object({
            underOne: line(30).meta({ title: 'Under a month' }),
            one: line(30).meta({ title: 'One month' }),
            other: template(30, { '{months}': 'the number of months' }, 'Several months'),
          })
          .strict()
          .meta({ title: 'Payback time' }),
        engagement: template(20, { '{score}': 'the score' }, 'Engagement score out of 100'),
      })
      .strict()
      .meta({ title: 'How figures are written', description: 'In the calculator and in IndyCircle’s saved estimates.' }),
    estimate: z
      .object({
        readyHeading: line(60).meta({ title: 'Heading before the first estimate' }),
        readyText: paragraph(300).meta({ title: 'Text before the first estimate' }),
        resultsHeading: line(60).meta({ title: 'Heading over an estimate' }),
        staleNote: line(130).meta({ title: 'Inputs changed since the estimate' }),
        summary: z
          .object({
            noReturn: line(40).meta({ title: 'No investment to measure a return against' }),
            withPayback: template(80, { '{roi}': 'the return', '{payback}': 'the payback time, in lower case' }, 'Return and payback time'),
            withoutPayback: template(80, { '{roi}': 'the return' }, 'Return, never paying back'),
            sentence: template(
              260,
              {
                '{headline}': 'one of the three lines above',
                '{employees}': 'the number of employees',
                '{salary}': 'the average salary',
                '{turnover}': 'the turnover',
                '{engagement}': 'the engagement score',
                '{industry}': 'the industry',
                '{region}': 'the region',
              },
              'The whole sentence',
            ),
          })
          .strict()
          .meta({ title: 'Summary sentence', description: 'Above the figures; screen readers announce it.' }),
        headline: z
          .object({
            roiLabel: named('Return: label'),
            notMeasurableNote: paragraph(140).meta({ title: 'Return not measurable: note' }),
            paybackLabel: named('Payback: label'),
            noPayback: line(30).meta({ title: 'No payback: figure' }),
            noPaybackLabel: named('No payback: label'),
            noPaybackNote: paragraph(120).meta({ title: 'No payback: note' }),
            totalBenefitsLabel: named('Total benefits: label'),
            netBenefitLabel: named('Net benefit: label'),
          })
          .strict()
          .meta({ title: 'Headline figures', description: 'Each label is read straight after its figure.' }),
        breakdown: z
          .object({
            caption: line(60).meta({ title: 'Table’s caption' }),
            figureHeader: line(30).meta({ title: 'First column’s heading' }),
            amountHeader: line(30).meta({ title: 'Second column’s heading' }),
            basisHeader: line(40).meta({ title: 'Third column’s heading' }),
            currentCosts: breakdownRow('Current turnover cost', {
              '{turnover}': 'the turnover',
              '{employees}': 'the number of employees',
              '{share}': 'the share of a salary that replacing a leaver costs',
            }),
            potentialSavings: benchmarkRow(
              'Potential savings',
              { '{industry}': 'the industry', '{benchmark}': 'its benchmark turnover' },
              { '{industry}': 'the industry', '{benchmark}': 'its benchmark turnover' },
            ),
            productivityGains: benchmarkRow(
              'Productivity gains',
              { '{benchmark}': 'the benchmark engagement', '{share}': 'the share of the gap’s salary value recovered' },
              { '{industry}': 'the industry', '{benchmark}': 'its benchmark engagement' },
            ),
            totalBenefits: breakdownRow('Total benefits', {}),
            programInvestment: breakdownRow('Programme investment', {
              '{perEmployee}': 'the cost per employee',
              '{multiplier}': 'the region’s multiplier',
              '{region}': 'the region',
            }),
            netBenefit: breakdownRow('Net benefit', {}),
          })
          .strict()
          .meta({ title: 'Breakdown table' }),
        disclaimer: paragraph(200),
        discuss: link.meta({ title: 'Button under the estimate' }),
      })
      .strict()
      .meta({ title: 'The estimate' }),
    keep: z
      .object({
        heading: line(40),
        copyLink: line(30).meta({ title: 'Copy link button' }),
        linkCopied: line(80).meta({ title: 'Link copied' }),
        linkLabel: line(40).meta({ title: 'Link field: label', description: 'Shown when the browser refuses to copy.' }),
        linkHint: line(110).meta({ title: 'Link field: hint' }),
        print: line(30).meta({ title: 'Print button' }),
        save: line(40).meta({ title: 'Save button' }),
        nameLabel: line(40).meta({ title: 'Name field: label' }),
        nameHint: line(110).meta({ title: 'Name field: hint' }),
        defaultName: z
          .object({
            one: template(
              70,
              { '{count}': 'the number (1)', '{industry}': 'the industry', '{region}': 'the region', '{date}': 'the day' },
              'One employee',
            ),
            other: template(
              70,
              { '{count}': 'the number of employees', '{industry}': 'the industry', '{region}': 'the region', '{date}': 'the day' },
              'Several employees',
            ),
          })
          .strict()
          .meta({ title: 'Name a saved estimate gets', description: 'Unless the member names it.' }),
        saved: template(60, { '{name}': 'the estimate’s name' }, 'Saved (notice)'),
        savedNote: template(60, { '{name}': 'the estimate’s name' }, 'Saved (under the button)'),
        openCircle: line(30).meta({ title: 'Link to IndyCircle' }),
        saveFailed: line(110).meta({ title: 'When saving fails' }),
        saveFull: line(110).meta({ title: 'When IndyCircle holds as many estimates as it keeps' }),
        invitation: line(60).meta({ title: 'To a visitor who presses Save', description: 'Followed by the sign-in link.' }),
        signIn: line(60).meta({ title: 'Sign-in link' }),
      })
      .strict()
      .meta({ title: 'Keeping an estimate (link, print, IndyCircle)' }),
    print: z
      .object({
        heading: line(40),
        prepared: template(90, { '{date}': 'the day', '{address}': 'the site’s address' }, 'When and where'),
        inputsCaption: line(60).meta({ title: 'Heading over the inputs' }),
        reopen: line(90).meta({ title: 'Before the link to the estimate' }),
      })
      .strict()
      .meta({ title: 'Printed copy', description: 'The lines only the printed estimate has.' }),
  })
  .strict();

export type RoiContent = z.output<typeof roiSchema>;

/** The part of the calculator's file that IndyCircle's estimates share with it (app/content/roi.ts reads it). */
export const roiSharedPart = ({ regions, figures, keep }: RoiContent) => ({ regions, figures, defaultName: keep.defaultName });

/**
 * IndyCircle's list of saved ROI estimates (site/content/pages/circle-roi-estimates.yaml). The
 * regions' names and how figures are written are the calculator's (pages/home-roi.yaml).
 */
export const roiEstimatesSchema = z
  .object({
    heading: line(60),
    intro: paragraph(180).meta({ title: 'Introduction' }),
    loading: line(40),
    loadFailed: line(110).meta({ title: 'When the list fails to load' }),
    retry: line(30).meta({ title: 'Try again button' }),
    count: z
      .object({
        one: line(40).meta({ title: 'One estimate saved' }),
        other: template(40, { '{count}': 'the number' }, 'Several estimates saved'),
      })
      .strict()
      .meta({ title: 'How many are saved' }),
    savedOn: line(30).meta({ title: 'Before the date saved' }),
    inputs: template(
      190,
      {
        '{employees}': 'the number of employees',
        '{salary}': 'the average salary',
        '{turnover}': 'the turnover',
        '{engagement}': 'the engagement score',
        '{industry}': 'the industry',
        '{region}': 'the region',
      },
      'An estimate’s inputs',
    ),
    unreadable: paragraph(150).meta({ title: 'An estimate the calculator can no longer open' }),
    emptyHeading: line(60).meta({ title: 'Nothing saved: heading' }),
    emptyText: paragraph(180).meta({ title: 'Nothing saved: text' }),
    emptyAction: line(40).meta({ title: 'Nothing saved: button' }),
    figures: z
      .object({
        roi: named('Return: label'),
        payback: named('Payback: label'),
        noPayback: line(30).meta({ title: 'No payback: figure' }),
        noPaybackLabel: named('No payback: label'),
        netBenefit: named('Net benefit: label'),
      })
      .strict()
      .meta({ title: 'Headline figures', description: 'Each label is read straight after its figure.' }),
    open: line(30).meta({ title: 'Open button' }),
    rename: line(20).meta({ title: 'Rename button' }),
    remove: line(20).meta({ title: 'Delete button' }),
    renameLabel: line(30).meta({ title: 'Name field: label' }),
    renameSave: line(20).meta({ title: 'Save name button' }),
    renameCancel: line(20).meta({ title: 'Cancel button' }),
    nameRequired: line(60).meta({ title: 'Name left empty' }),
    renameFailed: template(110, { '{name}': 'the estimate’s name' }, 'When renaming fails'),
    removeTitle: template(40, { '{name}': 'the estimate’s name' }, 'Delete: the question'),
    removeDescription: paragraph(180).meta({ title: 'Delete: what it means' }),
    removeConfirm: line(30).meta({ title: 'Delete: confirm button' }),
    removed: template(40, { '{name}': 'the estimate’s name' }, 'Deleted'),
    removeFailed: template(110, { '{name}': 'the estimate’s name' }, 'When deleting fails'),
  })
  .strict();

export type RoiEstimatesContent = z.output<typeof roiEstimatesSchema>;
