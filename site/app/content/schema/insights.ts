import { z } from 'zod';

import { insightTopics } from '../../pieces/piece.ts';
import { href, line, paragraph } from './fields.ts';
import { pieceDurations, template } from './template.ts';

/** A piece's address part: site/content/pieces/<slug>.md, read at /insights/<slug>. */
const pieceSlug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a piece’s address part: lower-case letters, digits and hyphens')
  .meta({ title: 'Piece', description: 'Its address part, as in /insights/<address part> (the file content/pieces/<address part>.md).' });

const category = (title: string) =>
  z
    .object({
      name: line(40),
      count: z
        .number()
        .int('must be a whole number')
        .min(0, 'must be 0 or more')
        .max(9999, 'must be at most 9999')
        .meta({ title: 'Published', description: 'How many insights the whole library has published in it.' }),
    })
    .strict()
    .meta({ title });

/** The kinds of piece the insights list shows, as their ids (the pieces' `type`). */
export const insightPieceTypes = ['research-report', 'thought-leadership', 'case-study'] as const;

/** What a sub-route of /insights puts first: its own introduction, and the filters that fit it. */
const section = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case letters, digits and hyphens')
      .meta({
        title: 'Address part',
        description: '/insights/<address part>: one of the insights page’s sub-pages (Page titles and headings).',
      }),
    intro: paragraph(300).meta({ title: 'Introduction' }),
    category: z
      .enum(['all', ...insightTopics] as const)
      .default('all')
      .meta({ description: 'The category the list starts filtered to.' }),
    type: z
      .enum(['all', ...insightPieceTypes] as const)
      .default('all')
      .meta({ description: 'The type the list starts filtered to.' }),
    downloadableOnly: z.boolean().default(false).meta({ title: 'Downloadable PDFs only' }),
    relatedLabel: line(80).optional().meta({ title: 'Related link’s words', description: 'A page that serves this better, if any.' }),
    relatedHref: href.optional().meta({ title: 'Related link’s address' }),
  })
  .strict()
  .superRefine((focus, context) => {
    if (focus.relatedLabel && !focus.relatedHref)
      context.addIssue({ code: 'custom', path: ['relatedHref'], message: 'the related link needs its address' });
    if (focus.relatedHref && !focus.relatedLabel)
      context.addIssue({ code: 'custom', path: ['relatedLabel'], message: 'the related link needs its words' });
  });

/**
 * The insights hub's words (site/content/pages/insights.yaml): its categories and their published
 * totals, the names of the kinds of insight, which pieces it lists (the pieces themselves are
 * site/content/pieces), the words of /insights and of each of its sub-routes, and the words around
 * a piece on its own page. The category totals are the company's published figures, not a count
 * of the pieces online; the page says so beside them.
 */
export const insightsSchema = z
  .object({
    categories: z
      .object({
        all: category('All insights'),
        capability: category('Capability'),
        wellbeing: category('Wellbeing'),
        performance: category('Performance'),
        'african-business': category('African business'),
      })
      .strict()
      .meta({ title: 'Categories', description: 'The filter’s choices, with the totals the company has published.' }),
    types: z
      .object({
        'research-report': line(40).meta({ title: 'Research report' }),
        'thought-leadership': line(40).meta({ title: 'Thought leadership' }),
        'case-study': line(40).meta({ title: 'Case study' }),
      })
      .strict()
      .meta({ title: 'Kinds of insight', description: 'How the list’s badges and type filter name each kind of piece.' }),
    picks: z
      .array(
        z
          .object({
            piece: pieceSlug,
            featured: z.boolean().default(false).meta({ description: 'Also shown under “Featured research”.' }),
          })
          .strict(),
      )
      .min(1, 'at least 1 insight')
      .max(30, 'at most 30 insights')
      .refine((picks) => new Set(picks.map(({ piece }) => piece)).size === picks.length, 'lists a piece twice')
      .meta({
        title: 'Insights listed',
        description:
          'Newest first. Each is a research report, a piece of thought leadership or a case study; its words come from the piece.',
      }),
    featured: z
      .object({ heading: line(80), intro: paragraph(200).meta({ title: 'Introduction' }) })
      .strict()
      .meta({ title: 'Featured research' }),
    library: z
      .object({
        heading: line(80),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        searchLabel: line(40).meta({ title: 'Search box’s label' }),
        searchPlaceholder: line(60).meta({ title: 'Search box’s prompt' }),
        categoryLabel: line(40).meta({ title: 'Category filter’s label' }),
        publishedCount: template(40, { '{count}': 'the category’s total' }, 'Beside each category'),
        countsNote: paragraph(300).meta({ title: 'Note on the totals' }),
        typeLabel: line(40).meta({ title: 'Type filter’s label' }),
        allTypes: line(40).meta({ title: 'Every type' }),
        formatLabel: line(40).meta({ title: 'Format filter’s label' }),
        downloadableOption: line(40).meta({ title: 'Downloadable choice' }),
        clearFilters: line(40).meta({ title: 'Clear button' }),
        showing: template(80, { '{shown}': 'the number shown', '{total}': 'the number listed' }, 'Count of results'),
        noResults: paragraph(200).meta({ title: 'When nothing matches' }),
        /** Over the pieces the search found in the rest of the library (podcasts, videos, articles). */
        elsewhereHeading: template(
          80,
          { '{query}': 'what was searched for' },
          'Heading over the rest of the library’s matches (podcasts, videos, articles)',
        ),
        readTime: template(30, { '{minutes}': 'the minutes' }, 'Reading time on a card'),
      })
      .strict()
      .meta({ title: 'All insights' }),
    download: z
      .object({
        label: line(30).meta({ title: 'Button' }),
        hint: paragraph(200).meta({ description: 'Follows the introduction of All insights.' }),
      })
      .strict()
      .meta({ title: 'PDF downloads' }),
    sections: z
      .array(section)
      .min(1, 'at least 1 sub-page')
      .max(30, 'at most 30 sub-pages')
      .refine((sections) => new Set(sections.map(({ slug }) => slug)).size === sections.length, 'two sub-pages have the same address part')
      .meta({ title: 'Sub-pages (/insights/reports and the like)' }),
    piece: z
      .object({
        by: line(20).meta({ title: 'Before the author' }),
        published: line(30),
        updated: line(30),
        takeaways: line(60).meta({ title: 'Takeaways heading' }),
        contents: line(60).meta({ title: 'Contents heading' }),
        illustrative: paragraph(200).meta({ title: 'Note on illustrative figures' }),
        faq: line(60).meta({ title: 'Questions heading' }),
        share: line(60).meta({ title: 'Sharing heading' }),
        related: line(60).meta({ title: 'Related pieces heading' }),
        durations: pieceDurations,
        pdfPage: template(40, { '{number}': 'the page’s number', '{count}': 'the number of pages' }, 'Page numbers in its PDF'),
        typeNames: z
          .object({
            'research-report': line(40).meta({ title: 'Research report' }),
            'thought-leadership': line(40).meta({ title: 'Thought leadership' }),
            'case-study': line(40).meta({ title: 'Case study' }),
            article: line(40).meta({ title: 'Article' }),
            podcast: line(40).meta({ title: 'Podcast' }),
            video: line(40).meta({ title: 'Video' }),
          })
          .strict()
          .meta({
            title: 'What each type is called',
            description: 'On a piece’s page and its PDF, in IndyCircle’s library and recommendations.',
          }),
        shareOn: z
          .object({ linkedIn: line(30).meta({ title: 'LinkedIn' }), x: line(30).meta({ title: 'X' }), whatsApp: line(30), email: line(30) })
          .strict()
          .meta({ title: 'Sharing links' }),
      })
      .strict()
      .meta({ title: 'A piece’s page (/insights/<piece>)' }),
  })
  .strict();

export type InsightsContent = z.output<typeof insightsSchema>;
export type InsightsSectionContent = InsightsContent['sections'][number];
