import { z } from 'zod';

import { line } from './fields.ts';

/**
 * Every page's metadata (site/content/pages/metadata.yaml): its title, description, keywords, main
 * heading and its name in breadcrumbs and the sitemap. Which address shows which page is the
 * site's code (site/app/content/pages.ts); the words are here.
 */
const pageMetadata = z
  .object({
    /** The page's part of its `<title>`; the site adds " | " and `titleEnding`. */
    title: line(110),
    /** For search results and link previews: about 150 characters reads best. */
    description: line(200),
    keywords: z.array(line(60)).min(1, 'at least one keyword').max(8, 'at most 8 keywords'),
    /** The page's main heading (its h1). */
    heading: line(90),
    /** Its name in breadcrumbs, the sitemap and the sub-pages' titles. */
    name: line(40),
  })
  .strict();

/** A sub-page: shown by its parent's page with that part first, at <parent>/<slug>. */
const subPage = z
  .object({ slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case letters, digits and hyphens'), name: line(40) })
  .strict();

const withSubPages = pageMetadata.extend({ subPages: z.array(subPage).min(1) });

export const pagesSchema = z
  .object({
    /** Follows every page's title but the home page's: "About Us | Akoma | Transforming African Workplaces". */
    titleEnding: line(60),
    /** The home page's title is written whole. */
    home: pageMetadata,
    about: pageMetadata,
    solutions: withSubPages,
    akoma360: pageMetadata,
    signatureProducts: withSubPages,
    insights: withSubPages,
    impact: withSubPages,
    careers: pageMetadata,
    contact: pageMetadata,
    partners: pageMetadata,
    askIndy: pageMetadata,
    privacy: pageMetadata,
    terms: pageMetadata,
    cookies: pageMetadata,
    esgInclusion: pageMetadata,
    auth: pageMetadata,
    circle: pageMetadata,
    account: pageMetadata,
    newPassword: pageMetadata,
    newsletter: pageMetadata,
  })
  .strict();

export type PagesContent = z.output<typeof pagesSchema>;
export type PageMetadata = z.output<typeof pageMetadata>;
