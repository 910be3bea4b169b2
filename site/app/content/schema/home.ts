import { z } from 'zod';

import type { ContentPicture } from '../pictures.ts';
import { contentIcon, href, line, link, paragraph } from './fields.ts';
import { namedOnlyWithConsent, testimonialFields } from './testimonial.ts';

/**
 * The home page's words and figures, one file per section (site/content/pages/home*.yaml), so the
 * hero's start-up code carries the hero's words only and each lower section's code its own. The
 * sections, in order, are listed in docs/product-rules.md, "Home page"; the page's title and main
 * heading are in pages/metadata.yaml (`home`). What the code computes with stays code: the hero's
 * rotation, the hub's industry benchmarks (app/content/industries.ts, shared with the ROI
 * calculator) and the benchmark scales (app/tools/industryBenchmarks.ts), and the ids the code
 * switches on (tabs, markets, trends).
 */

/**
 * A text the page completes: each `{name}` is replaced by a value ("Workplace trends in {market}").
 * `placeholders` names each and says what goes there, for the editor's help text and the error.
 */
function template(max: number, placeholders: Record<string, string>, title?: string) {
  let schema = line(max);
  for (const [name, what] of Object.entries(placeholders)) {
    schema = schema.includes(`{${name}}`, { message: `must contain {${name}}, where ${what} goes` });
  }
  const description = `With ${Object.entries(placeholders)
    .map(([name, what]) => `{${name}} where ${what} goes`)
    .join(', ')}.`;
  return schema.meta(title ? { title, description } : { description });
}

/** A picture on the site: a file in site/public, by its address. */
const picture = z
  .string()
  .regex(
    /^\/images\/[\w\-/]+\.(svg|png|jpe?g|webp|avif)$/,
    'expected a picture’s address on the site, under /images, such as /images/home/values-weave.svg',
  );

const pixels = (title: string) =>
  z
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(4000, 'must be at most 4000')
    .meta({ title, description: 'In pixels, as the picture is drawn (for an SVG, its viewBox).' });

/** A picture with its size, which the page reserves before it arrives. */
const sizedPicture = z
  .object({
    src: picture.meta({ title: 'Address', description: 'A file under /images on the site.' }),
    width: pixels('Width'),
    height: pixels('Height'),
  })
  .strict();

/** A piece of site/content/pieces, by its address (/insights/<address>). */
const pieceSlug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a piece’s address: lower-case letters, digits and hyphens')
  .meta({ title: 'Piece', description: 'The piece’s address: it is at /insights/<address>.' });

const eyebrow = line(40).meta({ title: 'Eyebrow', description: 'The small line above the section’s heading.' });
const intro = (max: number) => paragraph(max).meta({ title: 'Introduction' });

/** A headline figure: the number as shown, what it counts and, for some, a line of context. */
const stat = z
  .object({
    figure: line(12).meta({ title: 'Figure', description: 'As shown: “500+”, “2.4x”, “$12.3M”.' }),
    label: line(40).meta({ title: 'What it counts' }),
    subtext: line(60).meta({ title: 'Context' }).optional(),
  })
  .strict();

// --- The hero (start-up) ---

/** home.yaml: the hero's words and figures. Its main heading is the page's (pages/metadata.yaml, `home`). */
export const homeSchema = z
  .object({
    eyebrow: line(60).meta({
      title: 'Eyebrow',
      description: 'The small line above the main heading, after “Akoma:”. The main heading is under Page titles and headings, Home.',
    }),
    headingAccent: line(90).meta({
      title: 'Heading, second part',
      description: 'Follows the main heading, in the accent colour.',
    }),
    lead: paragraph(240).meta({ title: 'Lead paragraph' }),
    stats: z
      .array(stat.omit({ subtext: true }))
      .min(2, 'at least 2 figures')
      .max(4, 'at most 4 figures')
      .meta({ title: 'Reach figures' }),
    statsLabel: line(40).meta({ title: 'Figures’ name for screen readers' }),
    trustLine: paragraph(160).meta({ title: 'Trust line', description: 'Under the figures.' }),
  })
  .strict();

export type HomeContent = z.output<typeof homeSchema>;

/**
 * A hero picture: a drawing under /images (its address and size), and optionally a photograph of
 * the same scene, shown instead once there is one. The photograph is a file beside the content file
 * (site/content/pages/home-hero/…, where the content editor puts it); the build crops it to 16:9 and
 * makes it ready for every screen width. The drawing stays: the lighter first picture replaces it
 * for a visitor whose page loaded slowly, and it is what a slide shows until a photograph is given.
 */
const heroSlide = z
  .object({
    src: sizedPicture.shape.src.meta({
      title: 'Drawing',
      description: 'An illustration under /images on the site, such as /images/home/hero-capability.svg.',
    }),
    alt: line(160).meta({
      title: 'What it shows',
      description: 'For people who cannot see it: the photograph when there is one, else the drawing.',
    }),
    width: sizedPicture.shape.width,
    height: sizedPicture.shape.height,
    photo: z
      .string()
      .regex(
        /^(?:[\w-]+\/)*[\w-]+\.(?:jpe?g|png|webp|avif)$/i,
        'expected a JPEG, PNG, WebP or AVIF file in site/content/pages/home-hero, such as slides/0/photo.jpg',
      )
      .meta({
        title: 'Photograph',
        description:
          'Optional: at least 1920 × 1080 pixels, landscape. It is cropped to 16:9 and darkened behind the heading. Under Français, leave it empty to show the English photograph (then describe it under “What it shows”).',
      })
      .optional(),
  })
  .strict();

/** home-hero.yaml: the hero's pictures, its buttons and the Book Discovery Call menu. */
export const homeHeroSchema = z
  .object({
    slides: z
      .array(heroSlide)
      .min(2, 'at least 2 pictures')
      .max(5, 'at most 5 pictures')
      .meta({ title: 'Pictures', description: 'They turn every 5 seconds behind the heading, in this order.' }),
    lighterFirstSlide: heroSlide.omit({ photo: true }).meta({
      title: 'Lighter first picture',
      description: 'A simpler drawing of the first picture, shown instead when the page loaded slowly.',
    }),
    carouselLabel: line(60).meta({ title: 'Pictures’ name for screen readers' }),
    start: link.meta({ title: 'First button' }),
    watchStoryLabel: line(40).meta({
      title: 'Story film button',
      description: 'It opens the story film, whose address is with the contact details.',
    }),
    discoveryCall: z
      .object({
        label: line(40).meta({ title: 'Menu button' }),
        scheduling: line(40).meta({ title: 'Calendly option' }),
        phone: line(40).meta({ title: 'Phone option' }),
        whatsapp: line(40).meta({ title: 'WhatsApp option' }),
        greeting: paragraph(200).meta({ title: 'WhatsApp greeting', description: 'The message the WhatsApp chat starts with.' }),
      })
      .strict()
      .meta({ title: 'Book Discovery Call menu', description: 'Its addresses are the contact details’.' }),
  })
  .strict();

/** home-hero.yaml as written: a slide's photograph is a file name. */
export type HomeHeroContent = z.output<typeof homeHeroSchema>;
/** A hero picture as the page gets it (`#content/homeHero`): its photograph made ready by the build (app/content/pictures.ts, `heroImage`). */
export type HeroSlide = Omit<HomeHeroContent['slides'][number], 'photo'> & { photo?: ContentPicture };
/** The hero as the page gets it. */
export type HomeHero = Omit<HomeHeroContent, 'slides'> & { slides: HeroSlide[] };

// --- The sections below the hero ---

/** home-promise.yaml: the three pillars. */
export const homePromiseSchema = z
  .object({
    eyebrow,
    heading: line(80),
    intro: intro(240),
    pillars: z
      .array(
        z
          .object({
            name: line(40),
            subtitle: line(60),
            description: paragraph(240),
            link: link.meta({ title: 'Link to its solutions' }),
            image: picture.meta({ title: 'Picture', description: 'A file under /images on the site, drawn 72 pixels square.' }),
            metric: z
              .object({
                figure: line(12).meta({ title: 'Figure', description: 'As shown: “+30%”.' }),
                label: line(60).meta({ title: 'What it measures' }),
                note: line(90).meta({ title: 'Context' }),
              })
              .strict()
              .meta({ title: 'Client result' }),
          })
          .strict(),
      )
      .min(3, 'exactly 3 pillars')
      .max(3, 'exactly 3 pillars')
      .meta({ title: 'Pillars' }),
  })
  .strict();

export type HomePromiseContent = z.output<typeof homePromiseSchema>;

const statGroup = z
  .object({
    heading: line(60),
    intro: intro(160),
    stats: z.array(stat).min(2, 'at least 2 figures').max(6, 'at most 6 figures').meta({ title: 'Figures' }),
  })
  .strict();

/** home-impact.yaml: quantified impact in five tiles, proven impact in four. */
export const homeImpactSchema = z
  .object({
    eyebrow,
    heading: line(80),
    intro: intro(180),
    quantified: statGroup.meta({ title: 'Quantified impact' }),
    proven: statGroup.meta({ title: 'Proven impact' }),
    storiesLink: link.meta({ title: 'Button', description: 'Where the stories behind the figures are told.' }),
  })
  .strict();

export type HomeImpactContent = z.output<typeof homeImpactSchema>;
export type ImpactStat = z.output<typeof stat>;

/** Spoken after a trend badge's figure, for people who cannot see its arrow. */
const trendLabels = (example: string) =>
  z
    .object({ up: line(40).meta({ title: 'Rising' }), down: line(40).meta({ title: 'Falling' }) })
    .strict()
    .meta({ title: 'Trend arrows, for screen readers', description: `What each arrow says: “${example}”.` });

/** home-thought-leadership.yaml: four article cards and Explore All Insights. */
export const homeThoughtLeadershipSchema = z
  .object({
    eyebrow,
    heading: line(80),
    intro: intro(180),
    articles: z
      .array(
        z
          .object({
            slug: pieceSlug,
            readerTrendPercent: z
              .number()
              .int('must be a whole number')
              .min(-100, 'must be -100 or more')
              .max(1000, 'must be at most 1000')
              .meta({ title: 'Change in readers this month (%)', description: 'Shown as a trend badge: 45 is “+45% readers”.' }),
          })
          .strict(),
      )
      .min(1, 'at least 1 article')
      .max(8, 'at most 8 articles')
      .meta({
        title: 'Articles',
        description: 'Each names its piece; title, summary, topic, reading time and picture are the piece’s.',
      }),
    readersBadge: template(40, { change: 'the change in readers' }, 'Readers badge'),
    trendLabels: trendLabels('up this month'),
    readTime: template(30, { minutes: 'the reading time in minutes' }, 'Reading time'),
    readMoreLabel: line(30).meta({ title: 'Read more cue' }),
    exploreAll: link.meta({ title: 'Button' }),
  })
  .strict();

export type HomeThoughtLeadershipContent = z.output<typeof homeThoughtLeadershipSchema>;

const percent = (title: string, min: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be ${String(min)} or more`)
    .max(100, 'must be at most 100')
    .meta({ title });

const marketTrend = z
  .object({
    current: percent('Today (%)', 0),
    trend: percent('Change on last year (points)', -100),
    description: paragraph(180).meta({ description: 'Follows the figure: “45% of office-based employees work hybrid…”.' }),
  })
  .strict();

/** The four trends, by the keys the code lists them in (app/content/homeInsightsHub.ts, `trendKeys`). */
const byTrend = <Value extends z.ZodType>(value: Value) =>
  z
    .object({
      remoteWork: value.meta({ title: 'Remote work' }),
      aiAdoption: value.meta({ title: 'AI adoption' }),
      talentRetention: value.meta({ title: 'Talent retention' }),
      workplaceWellness: value.meta({ title: 'Workplace wellness' }),
    })
    .strict();

const market = z
  .object({
    name: line(40),
    trends: byTrend(marketTrend).meta({ title: 'Trends' }),
    insights: z
      .array(paragraph(160))
      .min(3, 'exactly 3 insights')
      .max(3, 'exactly 3 insights')
      .meta({ title: 'What it means', description: 'Three sentences.' }),
  })
  .strict();

/** The benchmarks' four metrics, by the keys the code draws them in (app/tools/industryBenchmarks.ts). */
const metricNames = z
  .object({
    employeeSatisfaction: line(40),
    turnoverRate: line(40).meta({ title: 'Staff turnover' }),
    productivityIndex: line(40),
    digitalAdoption: line(40),
  })
  .strict()
  .meta({ title: 'Metric names' });

/** home-insights-hub.yaml: the business intelligence hub's words, market figures and reports. */
export const homeInsightsHubSchema = z
  .object({
    eyebrow,
    heading: line(80),
    intro: intro(180),
    tabListLabel: line(60).meta({ title: 'Tabs’ name for screen readers' }),
    tabs: z
      .object({ marketTrends: line(40), industryBenchmarks: line(40), researchReports: line(40) })
      .strict()
      .meta({ title: 'Tab names' }),
    marketTrends: z
      .object({
        selectLabel: line(40).meta({ title: 'Market menu label' }),
        heading: template(80, { market: 'the market’s name' }),
        insightsHeading: template(80, { market: 'the market’s name' }, 'Insights heading'),
        trendNames: byTrend(line(40)).meta({ title: 'Trend names' }),
        trendLabels: trendLabels('up on last year'),
        markets: z
          .object({
            nigeria: market.meta({ title: 'Nigeria' }),
            southAfrica: market.meta({ title: 'South Africa' }),
            kenya: market.meta({ title: 'Kenya' }),
          })
          .strict()
          .meta({
            title: 'Markets',
            description: 'The published figures are tabled in docs/product-rules.md, “Business intelligence hub”.',
          }),
      })
      .strict()
      .meta({ title: 'Market trends tab' }),
    industryBenchmarks: z
      .object({
        selectLabel: line(40).meta({ title: 'Industry menu label' }),
        heading: template(80, { industry: 'the industry’s name' }),
        metricNames,
        compareHeading: line(80).meta({ title: 'Comparison heading' }),
        bandsExplanation: template(
          400,
          { industry: 'the industry’s name, in lower case', width: 'the bands’ half-width in points (5)' },
          'Comparison explanation',
        ),
        bandsCaption: template(80, { industry: 'the industry’s name, in lower case' }, 'Table’s name for screen readers'),
        metricColumn: line(30).meta({ title: 'Table’s first column' }),
        bandNames: z
          .object({ below: line(30), at: line(30), above: line(30) })
          .strict()
          .meta({ title: 'Band names', description: 'The table’s other columns.' }),
        meters: z
          .object({
            score: template(30, { value: 'the score', max: 'the top of its scale' }, 'Score'),
            valueText: template(60, { value: 'the value', max: 'the top of its scale' }, 'Value, for screen readers'),
            invertedLabel: template(60, { metric: 'the metric’s name' }, 'Turnover bar’s label'),
            invertedValue: template(40, { value: 'the turnover rate' }, 'Turnover bar’s value'),
            invertedValueText: template(
              160,
              { inverted: 'the bar’s length', max: 'the top of its scale', value: 'the turnover rate' },
              'Turnover bar, for screen readers',
            ),
            invertedDescription: template(200, { inverted: 'the bar’s length' }, 'Turnover bar’s note'),
          })
          .strict()
          .meta({ title: 'Bars', description: 'Staff turnover is drawn inverted, 100 minus the rate, so a longer bar is better.' }),
        bands: z
          .object({
            under: template(40, { value: 'the band’s edge' }, 'Below a value'),
            over: template(40, { value: 'the band’s edge' }, 'Above a value'),
            range: template(40, { low: 'the lower edge', high: 'the upper edge' }, 'Between two values'),
            noneBelow: template(80, { value: 'the scale’s start' }, 'No band below the scale'),
            noneAbove: template(80, { value: 'the scale’s end' }, 'No band above the scale'),
          })
          .strict()
          .meta({ title: 'Table’s cells' }),
      })
      .strict()
      .meta({
        title: 'Industry benchmarks tab',
        description: 'The benchmarks themselves are the industries’ figures, in the site’s code.',
      }),
    researchReports: z
      .object({
        reports: z
          .array(
            z
              .object({
                slug: pieceSlug.meta({ title: 'Report', description: 'The report’s address: it is at /insights/<address>.' }),
                category: line(40).meta({ title: 'Research theme' }),
                downloadCount: z
                  .number()
                  .int('must be a whole number')
                  .min(0, 'must be 0 or more')
                  .max(10_000_000, 'must be at most 10000000')
                  .meta({ title: 'Downloads so far' }),
                pages: z
                  .number()
                  .int('must be a whole number')
                  .min(1, 'must be 1 or more')
                  .max(500, 'must be at most 500')
                  .meta({ title: 'Pages', description: 'The length of its PDF; a test checks it against the PDF the build makes.' }),
              })
              .strict(),
          )
          .min(1, 'at least 1 report')
          .max(6, 'at most 6 reports')
          .meta({
            title: 'Reports',
            description: 'Each names its piece, a research report with a PDF; title, summary and date are the piece’s.',
          }),
        pages: template(30, { pages: 'the number of pages' }, 'Length'),
        published: template(40, { date: 'the date' }, 'Date'),
        downloads: template(40, { count: 'the number of downloads' }, 'Downloads'),
        preview: line(30).meta({ title: 'Preview button' }),
        download: line(30).meta({ title: 'Download button' }),
        viewAll: link.meta({ title: 'Button' }),
      })
      .strict()
      .meta({ title: 'Research reports tab' }),
  })
  .strict();

export type HomeInsightsHubContent = z.output<typeof homeInsightsHubSchema>;
export type Market = z.output<typeof market>;
export type MarketTrend = z.output<typeof marketTrend>;

/** home-values.yaml: the values-driven block. */
export const homeValuesSchema = z
  .object({
    eyebrow,
    heading: line(80),
    intro: intro(240),
    image: sizedPicture.meta({ title: 'Picture', description: 'Decorative: it is not described to screen readers.' }),
    values: z
      .array(z.object({ title: line(60), description: paragraph(160) }).strict())
      .min(2, 'at least 2 values')
      .max(6, 'at most 6 values')
      .meta({ title: 'Values' }),
    links: z.array(link).min(1, 'at least 1 link').max(3, 'at most 3 links').meta({ title: 'Links' }),
  })
  .strict();

export type HomeValuesContent = z.output<typeof homeValuesSchema>;

const testimonial = namedOnlyWithConsent(
  z
    .object({
      client: line(60).meta({ title: 'Client', description: 'The organisation: the slide’s heading.' }),
      industry: line(60).meta({ title: 'Industry and country' }),
      ...testimonialFields({ quoteMax: 240, organisation: { title: 'Organisation and place', example: 'ZestPay Fintech, Lagos' } }),
      image: picture.meta({
        title: 'Mark',
        description: 'Original artwork under /images, not the client’s real logo; drawn 64 pixels square.',
      }),
      video: href
        .meta({ title: 'Video address', description: 'Where the client’s video plays; left empty, the slide has no video button.' })
        .optional(),
      keyMetrics: z
        .array(z.object({ icon: contentIcon, label: line(60).meta({ title: 'What it measures' }), value: line(12) }).strict())
        .min(3, 'exactly 3 results')
        .max(3, 'exactly 3 results')
        .meta({ title: 'Key results' }),
    })
    .strict(),
);

/** home-testimonials.yaml: the testimonial carousel. */
export const homeTestimonialsSchema = z
  .object({
    eyebrow,
    heading: line(80),
    intro: intro(180),
    carouselLabel: line(60).meta({ title: 'Carousel’s name for screen readers' }),
    metricsLabel: line(40).meta({ title: 'Key results’ name for screen readers', description: 'The client’s name follows it.' }),
    videoLabel: line(40).meta({ title: 'Video button' }),
    testimonials: z.array(testimonial).min(1, 'at least 1 testimonial').max(8, 'at most 8 testimonials'),
    moreLink: link.meta({ title: 'Button' }),
  })
  .strict();

export type HomeTestimonialsContent = z.output<typeof homeTestimonialsSchema>;
export type Testimonial = z.output<typeof testimonial>;

/** home-ask-indy.yaml: the Ask Indy teaser. */
export const homeAskIndySchema = z
  .object({
    eyebrow,
    heading: line(80),
    intro: intro(300),
    questionsHeading: line(60).meta({ title: 'Questions’ heading' }),
    sampleQuestions: z
      .array(line(120))
      .min(1, 'at least 1 question')
      .max(5, 'at most 5 questions')
      .meta({ title: 'Sample questions', description: 'Each opens Ask Indy with it filled in.' }),
    cta: link.meta({ title: 'Button' }),
  })
  .strict();

export type HomeAskIndyContent = z.output<typeof homeAskIndySchema>;

/** home-video.yaml: the story film. Its address is with the contact details. */
export const homeVideoSchema = z
  .object({
    eyebrow,
    heading: line(80),
    intro: intro(240),
    title: line(80).meta({ title: 'Film’s title' }),
    description: paragraph(160).meta({ title: 'Film’s description' }),
    durationSeconds: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(7200, 'must be at most 7200')
      .meta({ title: 'Length (seconds)', description: '150 is shown as 2:30.' }),
    poster: sizedPicture.meta({ title: 'Poster', description: 'Shown until the film is played; decorative.' }),
    highlightsHeading: line(60).meta({ title: 'Highlights’ heading' }),
    highlights: z.array(line(100)).min(1, 'at least 1 highlight').max(5, 'at most 5 highlights'),
  })
  .strict();

export type HomeVideoContent = z.output<typeof homeVideoSchema>;

/** home-closing.yaml: the closing call to action, with the claim the header and home page use. */
export const homeClosingSchema = z
  .object({
    heading: line(80),
    intro: intro(240),
    start: link.meta({ title: 'Button', description: 'Book Discovery Call follows it (its words are with the hero’s).' }),
  })
  .strict();

export type HomeClosingContent = z.output<typeof homeClosingSchema>;
