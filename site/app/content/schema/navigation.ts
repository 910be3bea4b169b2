import { z } from 'zod';

import { href, line, link } from './fields.ts';

/**
 * The header's words and links (site/content/site/navigation.yaml): the announcement above it, the
 * four dropdown menus, the top-level links, Sign in and the Ask Indy button. Every page's start-up
 * code carries them, so they are kept apart from the footer's and the member menu's. Every address
 * must be a page the site has (a test checks it against site/app/content/pages.ts).
 */
export const navigationSchema = z
  .object({
    /** The header's claim: the header and home page say 250+ organisations in 15 markets, other pages 300+ in 18. */
    announcement: line(80).meta({
      title: 'Announcement',
      description:
        'The line above the header. The header and the home page say 250+ organisations in 15 markets; the other pages say 300+ in 18 (docs/product-rules.md, “Brand and marketing claims”).',
    }),
    homeLinkLabel: line(60).meta({
      title: 'Logo link’s name for screen readers',
      description: 'The logo links to the home page; it starts with the brand’s name as shown: “Akoma home”.',
    }),
    menuLabel: line(40).meta({ title: 'Menu’s name for screen readers', description: 'Read out before the menu: “Main”.' }),
    groups: z
      .array(
        z
          .object({
            label: line(30).meta({ title: 'Menu name' }),
            items: z
              .array(
                z
                  .object({
                    label: line(40).meta({ title: 'Words' }),
                    href: href.meta({ title: 'Address', description: 'A page on the site (/solutions/wellbeing).' }),
                    description: line(60)
                      .meta({ title: 'Line under it', description: 'Optional: a few words on what the page is.' })
                      .optional(),
                  })
                  .strict(),
              )
              .min(1, 'at least 1 link')
              .max(8, 'at most 8 links')
              .meta({ title: 'Links' }),
          })
          .strict(),
      )
      .min(1, 'at least 1 menu')
      .max(5, 'at most 5 menus')
      .meta({ title: 'Dropdown menus' }),
    links: z.array(link).min(1, 'at least 1 link').max(5, 'at most 5 links').meta({ title: 'Links after the menus' }),
    signIn: link.meta({ title: 'Sign in link (for visitors)' }),
    askIndy: link.meta({ title: 'Button' }),
  })
  .strict();

export type NavigationContent = z.output<typeof navigationSchema>;
