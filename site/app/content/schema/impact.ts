import { z } from 'zod';

import { artAlt, figure, publicImage } from './companyFields.ts';
import { contentIcon, line, link, paragraph } from './fields.ts';
import { namedOnlyWithConsent, testimonialFields } from './testimonial.ts';

/**
 * The impact page's words and figures (site/content/pages/impact.yaml): hero figures, the client
 * stories with their testimonials, the quantified-impact grid, the number tiles, the call to action
 * and each /impact/… address's own introduction. A testimonial is signed with the speaker's role
 * until the client agrees to be named: name and company are published only when `consent` is
 * ticked, and the build leaves them out otherwise, so they never reach a visitor's browser.
 */

const heading = line(80);
const intro = paragraph(240).meta({ title: 'Introduction' });

const testimonial = namedOnlyWithConsent(
  z.object(testimonialFields({ quoteMax: 200, organisation: { title: 'Organisation', example: 'ZestPay Fintech' } })).strict(),
);

const clientStory = z
  .object({
    /** The story's anchor on the page (#story-<id>). */
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case letters, digits and hyphens')
      .meta({ title: 'Anchor', description: 'Lower-case letters, digits and hyphens: the story is at /impact#story-<anchor>.' }),
    company: line(40),
    industry: line(40),
    market: line(30).meta({ title: 'Where the client works' }),
    image: publicImage.meta({ title: 'Picture' }),
    /** Where a reader who wants the same result goes next. */
    cta: link.meta({ title: 'Link onward' }),
    challenge: paragraph(300).meta({ title: 'The challenge' }),
    solution: paragraph(300).meta({ title: 'Our solution' }),
    results: z.array(line(90)).min(1, 'at least 1 result').max(6, 'at most 6 results'),
    testimonial: testimonial.meta({ title: 'Testimonial' }),
    primaryMetric: line(12).meta({ title: 'Headline figure', description: 'As it is shown: “60%”, “+28 pts”.' }),
    primaryLabel: line(60).meta({ title: 'What the headline figure counts' }),
  })
  .strict();

const subPageIntro = (address: string) =>
  paragraph(160).meta({ title: address, description: `Under the page heading at ${address}, in place of the hero’s lead.` });

export const impactSchema = z
  .object({
    hero: z
      .object({
        eyebrow: line(50).meta({ description: 'The small line above the main heading.' }),
        lead: paragraph(200),
        exploreStories: line(40).meta({ title: 'First button', description: 'Jumps to the client stories.' }),
        contact: link.meta({ title: 'Second button' }),
        artAlt,
        figuresLabel: line(40).meta({ title: 'Figures’ name', description: 'What a screen reader calls the figures.' }),
        figures: z.array(figure).min(2, 'at least 2 figures').max(4, 'at most 4 figures').meta({ title: 'Figures' }),
      })
      .strict()
      .meta({ title: 'Hero' }),
    stories: z
      .object({
        heading,
        intro,
        byIndustry: z.object({ heading, intro }).strict().meta({ title: 'Impact by industry' }),
        challenge: line(30).meta({ title: 'The challenge heading' }),
        solution: line(30).meta({ title: 'Our solution heading' }),
        results: line(30).meta({ title: 'Results heading' }),
        items: z.array(clientStory).min(1, 'at least 1 story').max(6, 'at most 6 stories').meta({ title: 'Stories' }),
      })
      .strict()
      .meta({ title: 'Client stories' }),
    metrics: z
      .object({
        heading,
        intro,
        /** The company's published figures (73% faster decisions, 2.4x revenue growth...), each with what lies behind it. */
        items: z
          .array(
            z
              .object({
                icon: contentIcon,
                metric: line(12).meta({ title: 'Figure', description: 'As it is shown: “73%”, “2.4x”.' }),
                label: line(40).meta({ title: 'What it counts' }),
                description: paragraph(140),
              })
              .strict(),
          )
          .min(3, 'at least 3 figures')
          .max(9, 'at most 9 figures')
          .meta({ title: 'Figures' }),
        tilesHeading: line(40).meta({ title: 'Tiles heading' }),
        stats: z
          .array(
            z
              .object({
                number: line(12).meta({ title: 'Figure', description: 'As it is shown: “3,000+”, “2+ years”.' }),
                label: line(40).meta({ title: 'What it counts' }),
                subtext: line(80).meta({ title: 'Context' }),
              })
              .strict(),
          )
          .min(2, 'at least 2 tiles')
          .max(6, 'at most 6 tiles')
          .meta({ title: 'Tiles' }),
      })
      .strict()
      .meta({ title: 'Quantified impact' }),
    callToAction: z
      .object({
        heading,
        intro,
        diagnostic: link.meta({ title: 'First button' }),
        contact: link.meta({ title: 'Second button' }),
        chat: z
          .object({
            label: line(40).meta({ title: 'Button' }),
            message: paragraph(200).meta({ title: 'WhatsApp message', description: 'The message the chat opens with.' }),
          })
          .strict()
          .meta({ title: 'WhatsApp button' }),
      })
      .strict()
      .meta({ title: 'Call to action' }),
    subPages: z
      .object({
        caseStudies: subPageIntro('/impact/case-studies'),
        stories: subPageIntro('/impact/stories'),
        testimonials: subPageIntro('/impact/testimonials'),
        industry: subPageIntro('/impact/industry'),
        metrics: subPageIntro('/impact/metrics'),
      })
      .strict()
      .meta({ title: 'Introductions of the /impact/… addresses' }),
  })
  .strict();

export type ImpactContent = z.output<typeof impactSchema>;
export type ClientStory = z.output<typeof clientStory>;
export type ClientTestimonial = z.output<typeof testimonial>;
