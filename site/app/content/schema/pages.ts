import { z } from 'zod';

import { line } from './fields.ts';
import { template } from './template.ts';

/**
 * Every page's metadata (site/content/pages/metadata.yaml): its title, description, keywords, main
 * heading and its name in breadcrumbs and the sitemap. Which address shows which page is the
 * site's code (site/app/content/pages.ts); the words are here.
 */
const pageMetadata = z
  .object({
    /** The page's part of its `<title>`; the site adds " | " and `titleEnding`. */
    title: line(110).meta({
      title: 'Title',
      description: 'The page’s part of the browser tab’s title; the site adds the ending above. The home page’s is written whole.',
    }),
    /** For search results and link previews: about 150 characters reads best. */
    description: line(200).meta({ description: 'For search results and link previews: about 150 characters reads best.' }),
    keywords: z.array(line(60)).min(1, 'at least one keyword').max(8, 'at most 8 keywords'),
    /** The page's main heading (its h1). */
    heading: line(90).meta({ title: 'Main heading', description: 'The large heading at the top of the page.' }),
    /** Its name in breadcrumbs, the sitemap and the sub-pages' titles. */
    name: line(40).meta({ description: 'In breadcrumbs, the sitemap and the sub-pages’ titles.' }),
  })
  .strict();

/** A sub-page: shown by its parent's page with that part first, at <parent>/<slug>. */
const subPage = z
  .object({
    name: line(40),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case letters, digits and hyphens')
      .meta({ title: 'Address part', description: 'Lower-case letters, digits and hyphens: the page is at <this page>/<address part>.' }),
  })
  .strict();

const withSubPages = pageMetadata.extend({ subPages: z.array(subPage).min(1).meta({ title: 'Sub-pages' }) });

export const pagesSchema = z
  .object({
    /** Follows every page's title but the home page's: "About Us | Akoma | Transforming African Workplaces". */
    titleEnding: line(60).meta({
      description: 'Follows every page’s title but the home page’s: “About Us | Akoma | Transforming African Workplaces”.',
    }),
    sectionLinks: z
      .object({
        label: template(60, { '{page}': 'the page’s name (Impact, Insights)' }, 'Their name, read out'),
        all: template(40, { '{page}': 'the page’s name' }, 'The link to the whole page'),
      })
      .strict()
      .meta({
        title: 'Links between a page’s sections',
        description: 'Under Impact, Insights and the other pages with sections: “All of Impact”, then each section.',
      }),
    /** The home page's title is written whole. */
    home: pageMetadata.meta({ title: 'Home (its title is written whole)' }),
    about: pageMetadata.meta({ title: 'About' }),
    solutions: withSubPages.meta({ title: 'Solutions' }),
    akoma360: pageMetadata.meta({ title: 'Akoma360' }),
    signatureProducts: withSubPages.meta({ title: 'Signature products' }),
    insights: withSubPages.meta({ title: 'Insights' }),
    impact: withSubPages.meta({ title: 'Impact' }),
    careers: pageMetadata.meta({ title: 'Careers' }),
    contact: pageMetadata.meta({ title: 'Contact' }),
    partners: pageMetadata.meta({ title: 'Partners and events' }),
    askIndy: pageMetadata.meta({ title: 'Ask Indy' }),
    privacy: pageMetadata.meta({ title: 'Privacy policy' }),
    terms: pageMetadata.meta({ title: 'Terms of service' }),
    cookies: pageMetadata.meta({ title: 'Cookie policy' }),
    esgInclusion: pageMetadata.meta({ title: 'Ethics and inclusion policy' }),
    auth: pageMetadata.meta({ title: 'Sign in' }),
    circle: pageMetadata.meta({ title: 'IndyCircle' }),
    account: pageMetadata.meta({ title: 'Account' }),
    newPassword: pageMetadata.meta({ title: 'New password' }),
    newsletter: pageMetadata.meta({ title: 'Newsletter' }),
    unsubscribe: pageMetadata.meta({ title: 'IndyCircle e-mails: unsubscribe' }),
    offline: pageMetadata.meta({ title: 'Offline page', description: 'Shown by the installed app for a page not kept on the device.' }),
  })
  .strict();

export type PagesContent = z.output<typeof pagesSchema>;
export type PageMetadata = z.output<typeof pageMetadata>;
