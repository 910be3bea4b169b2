import { z } from 'zod';

import { line, link, paragraph } from './fields.ts';
import { pieceDurations, template } from './template.ts';

const count = (description: string, title?: string) =>
  z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(99999, 'must be at most 99999')
    .meta({ ...(title ? { title } : {}), description });

/** A kind of content: its tab, its name on a card, and how many the library has published. */
const contentType = (title: string) =>
  z
    .object({
      tab: line(30).meta({ title: 'Tab' }),
      name: line(30).meta({ title: 'On a card' }),
      count: count('How many the whole library holds, shown on its tab.'),
    })
    .strict()
    .meta({ title });

/**
 * The home page's content library (site/content/pages/home-content-library.yaml): a preview of the
 * library, with search, topics, filters and type tabs (filtering rules in docs/product-rules.md,
 * "Content recommendations"). The picks name pieces (site/content/pieces), whose title, summary,
 * author and the rest they show; the counts are the library's published totals.
 */
export const contentLibrarySchema = z
  .object({
    eyebrow: line(40).meta({ description: 'The small line above the heading.' }),
    heading: line(80),
    intro: paragraph(200).meta({ title: 'Introduction' }),
    libraryTotal: count('How many pieces the whole library holds: “Showing 6 of 526 results”.', 'Library total'),
    picks: z
      .array(
        z
          .object({
            piece: z
              .string()
              .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a piece’s address part: lower-case letters, digits and hyphens')
              .meta({ title: 'Piece', description: 'Its address part, as in /insights/<address part>.' }),
            views: count('Its views, as shown on its card.'),
            trending: z.boolean().default(false),
            featured: z.boolean().default(false),
          })
          .strict(),
      )
      .min(4, 'at least 4 picks')
      .max(24, 'at most 24 picks')
      .refine((picks) => new Set(picks.map(({ piece }) => piece)).size === picks.length, 'lists a piece twice')
      .meta({ title: 'Picks', description: 'The pieces the preview shows: at least one article, video, podcast and report.' }),
    filtersLabel: line(60).meta({ title: 'Filters’ name (for screen readers)' }),
    searchLabel: line(40).meta({ title: 'Search box’s label' }),
    searchPlaceholder: line(60).meta({ title: 'Search box’s prompt' }),
    topicLabel: line(40).meta({ title: 'Topics’ label' }),
    allTopics: line(30).meta({ title: 'Every topic', description: 'The first topic, which shows everything.' }),
    topics: z
      .array(line(30))
      .min(1, 'at least 1 topic')
      .max(10, 'at most 10 topics')
      .meta({ description: 'Each one a tag the pieces carry, written as they write it.' }),
    advancedFilters: line(40).meta({ title: 'Advanced filters' }),
    showOnlyLabel: line(40).meta({ title: 'Show only: label' }),
    trending: line(30).meta({ title: 'Trending', description: 'The filter’s choice and the badge on a card.' }),
    featured: line(30).meta({ title: 'Featured', description: 'The filter’s choice and the badge on a card.' }),
    sortLabel: line(40).meta({ title: 'Sort: label' }),
    newestFirst: line(30).meta({ title: 'Sort: newest first' }),
    mostViewed: line(30).meta({ title: 'Sort: most viewed' }),
    typeTabsLabel: line(40).meta({ title: 'Tabs’ name (for screen readers)' }),
    allTab: line(30).meta({ title: 'Tab of every type' }),
    types: z
      .object({
        article: contentType('Articles'),
        video: contentType('Videos'),
        podcast: contentType('Podcasts'),
        report: contentType('Reports'),
      })
      .strict()
      .meta({ title: 'Kinds of content' }),
    tabCountNote: line(40).meta({
      title: 'After a tab’s count (for screen readers)',
      description: 'Read after the count: “in the library”.',
    }),
    showing: template(80, { '{shown}': 'the number shown', '{total}': 'the library total' }, 'Count of results'),
    previewNote: template(200, { '{count}': 'the number of picks', '{total}': 'the library total' }, 'Preview note'),
    loadMore: line(30).meta({ title: 'Load more button' }),
    loadMoreHint: paragraph(200).meta({ title: 'Under the load more button' }),
    endOfPreview: template(240, { '{total}': 'the library total' }, 'Once every pick shows'),
    browseInsights: link.meta({ title: 'Link to the insights' }),
    emptyHeading: line(80).meta({ title: 'When nothing matches: heading' }),
    emptyText: paragraph(200).meta({ title: 'When nothing matches: text' }),
    clearFilters: line(40).meta({ title: 'Clear button' }),
    durations: pieceDurations,
    card: z
      .object({
        byline: template(40, { '{author}': 'the author', '{role}': 'their role' }, 'Author line'),
        details: template(
          80,
          { '{readTime}': 'the reading or running time', '{views}': 'the views', '{date}': 'the date' },
          'Details line',
        ),
        topicsLabel: line(30).meta({ title: 'Tags’ name (for screen readers)' }),
      })
      .strict()
      .meta({ title: 'A card' }),
    profile: z
      .object({
        heading: line(60),
        text: paragraph(240),
        createProfile: line(40).meta({ title: 'Button for a visitor' }),
        openCircle: line(60).meta({ title: 'Button for a signed-in member' }),
      })
      .strict()
      .meta({ title: 'Make it yours' }),
  })
  .strict();

export type ContentLibraryContent = z.output<typeof contentLibrarySchema>;
