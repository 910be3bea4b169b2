import { z } from 'zod';

import { href, line, paragraph } from './fields.ts';
import { template } from './template.ts';

const banner = z
  .object({
    title: line(40),
    description: line(130),
    accept: line(20).meta({ title: 'Button' }),
    dismiss: line(20).meta({ title: 'Second button (not now)' }),
  })
  .strict();

/**
 * The installed app (site/content/site/web-app.yaml): the web app manifest's name, description and
 * shortcuts, the offline, update and install banners, and the offline page's words. A shortcut's address may be one of the
 * old addresses site/app/content/linkTargets.ts redirects (/tools/roi-calculator): the manifest
 * gets the page it goes to.
 */
export const webAppSchema = z
  .object({
    name: line(45).meta({ description: 'The app’s full name, under its icon when there is room and in the install prompt.' }),
    shortName: line(12).meta({ title: 'Short name', description: 'Under the app’s icon on a phone: at most 12 characters.' }),
    description: paragraph(150),
    shortcuts: z
      .array(
        z
          .object({
            name: line(40),
            shortName: line(20).meta({ title: 'Short name' }),
            url: href.meta({ title: 'Address', description: 'A page on the site (/insights).' }),
            description: line(80),
          })
          .strict(),
      )
      .min(1, 'at least 1 shortcut')
      .max(4, 'at most 4 shortcuts')
      .meta({ title: 'Shortcuts', description: 'Offered when the app’s icon is pressed and held.' }),
    banners: z
      .object({
        offline: line(100).meta({ title: 'While offline' }),
        update: banner.meta({ title: 'A new version is ready' }),
        install: banner.meta({ title: 'Install the app' }),
      })
      .strict(),
    offlinePage: z
      .object({
        missing: template(160, { '{address}': 'the address that could not be opened' }, 'A page not on the device'),
        tryAgain: line(30).meta({ title: 'Try again button' }),
        saved: line(60).meta({ title: 'Heading over the saved pieces' }),
        visited: line(60).meta({ title: 'Heading over the pages opened before' }),
        keptHow: template(240, { '{days}': 'how many days an opened page is kept' }, 'What the device keeps, and for how long'),
      })
      .strict()
      .meta({ title: 'Offline page', description: 'Its title and heading are with the pages’ metadata.' }),
  })
  .strict();

export type WebAppContent = z.output<typeof webAppSchema>;
