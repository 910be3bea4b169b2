import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { pages } from '../app/content/pages.ts';
import { languages, languageSettings } from '../app/language.ts';
import { robotsTxt, sitemapXml } from '../app/seo/crawlers.ts';
import { redirectsFile } from './hosting.ts';
import piecePathsOf, { translatedPiecePaths } from './piecePaths.ts';
import { writeServiceWorker } from './pwaBuild.ts';
import { headersFile } from './security.ts';

const siteDirectory = fileURLToPath(new URL('..', import.meta.url));

/**
 * The English build takes the French edition in (buildtime/build.ts builds it first, in a folder of
 * its own). The French pages move to /fr, and the French scripts join the English ones in /assets:
 * a file's name is its content's hash, so a script both editions run is one file, cached once.
 * Then what covers both is written: each edition's service worker, the sitemap with each page's
 * alternates, robots.txt, the hosts' rules (`_redirects`) and the security headers (`_headers`).
 */
export async function joinEditions(client: string, frenchClient: string): Promise<void> {
  const frenchBase = languageSettings.fr.base.slice(1);
  // Each edition's service worker precaches its own pages and the scripts they run, from its own
  // build, before the two are put together: the English one at /sw.js, the French one at
  // /fr/sw.js, whose scope (/fr/) takes the French pages from the English one's.
  for (const [directory, base] of [
    [client, ''],
    [frenchClient, frenchBase],
  ] as const) {
    const { count, size } = await writeServiceWorker(directory, base);
    console.log(`service worker (/${base}): precaching ${String(count)} files (${String(Math.round(size / 1024))} KB)`);
  }
  await cp(join(frenchClient, frenchBase), join(client, frenchBase), { recursive: true });
  await cp(join(frenchClient, 'assets'), join(client, 'assets'), { recursive: true, force: false });

  const piecePaths = piecePathsOf(siteDirectory);
  const translated = new Set(translatedPiecePaths(siteDirectory));
  await writeFile(
    join(client, 'sitemap.xml'),
    sitemapXml([
      ...pages.filter((page) => page.indexed !== false),
      // A piece not translated declares no French alternate.
      ...piecePaths.map((path) => ({ path, languages: translated.has(path) ? languages : (['en'] as const) })),
    ]),
  );
  await writeFile(join(client, 'robots.txt'), robotsTxt());
  await writeFile(join(client, '_redirects'), redirectsFile());
  // The security headers a static host applies: common ones everywhere, each page's own policy.
  const htmlFiles = (await readdir(client, { recursive: true })).filter((file) => file.endsWith('index.html'));
  const prerendered = await Promise.all(
    htmlFiles.map(async (file) => ({
      path: `/${file.replace(/\/?index\.html$/, '')}`,
      html: await readFile(join(client, file), 'utf8'),
    })),
  );
  await writeFile(join(client, '_headers'), headersFile(prerendered));
}
