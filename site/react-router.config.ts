import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Config } from '@react-router/dev/config';

import { linkTargets } from './app/content/linkTargets';
import { anySlugScreens, pages, screenPage, unknownSlug } from './app/content/pages';
import { currentLanguage, siteLanguage } from './app/language';
import piecePathsOf, { translatedPiecePaths } from './buildtime/piecePaths';
import { optimiseDrawings } from './buildtime/drawings';
import { joinEditions } from './buildtime/joinEditions';
import { withPolicyMeta } from './buildtime/security';

const siteDirectory = fileURLToPath(new URL('.', import.meta.url));
/** The pieces this edition publishes: every one in English, the translated ones in French. */
const piecePaths = siteLanguage === 'en' ? piecePathsOf(siteDirectory) : translatedPiecePaths(siteDirectory);

/**
 * Where each any-slug section's unknown addresses are prerendered (/solutions/_unknown): its screen,
 * noindex, with its canonical pointing to the section. The static host serves it for any address
 * in the section that has no file of its own (`_redirects`), and the page then hydrates at the
 * address the visitor asked for.
 */
const unknownSlugPaths = anySlugScreens.map((screen) => `${screenPage(screen).path}/${unknownSlug}`);

/**
 * One language's build of the site (app/language.ts): `npm run build` runs buildtime/build.ts, which
 * builds English at the root, then French under /fr (SITE_LANGUAGE=fr), and puts them together.
 */
export default {
  appDirectory: 'app',
  // SITE_BUILD_DIR lets several builds (parallel test runs) live side by side.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  basename: `${currentLanguage.base}/`,
  // A static site: every page is prerendered to HTML at build time and hydrated in the browser.
  ssr: false,
  prerender: () => [...pages.map((page) => page.path), ...piecePaths, ...unknownSlugPaths, ...Object.keys(linkTargets), '/404'],
  // Opt in to React Router 8's behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  // What each language's build finishes itself. The English build, which buildtime/build.ts runs
  // after the French one, then takes the French edition in and writes what covers both.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    const edition = join(client, currentLanguage.base);
    await requestStylesheetFirst(client);
    // Static hosts serve 404.html, with status 404, for any address without a page; no header rule
    // can name those addresses, so the page carries its security policy itself. The French edition
    // has its own (/fr/404.html), which the hosts' rules serve for addresses under /fr.
    const notFound = withPolicyMeta(await readFile(join(edition, '404', 'index.html'), 'utf8'));
    await writeFile(join(edition, '404', 'index.html'), notFound);
    await writeFile(join(edition, '404.html'), notFound);
    await removeUnusedStylesheets(client);
    const frenchBuild = process.env.SITE_FRENCH_BUILD;
    if (siteLanguage === 'en' && frenchBuild) await joinEditions(client, join(frenchBuild, 'client'));
    // Both editions show the drawings from /images, which the English build serves.
    if (siteLanguage === 'en') {
      const { files, before, after } = await optimiseDrawings(join(client, 'images'));
      const kilobytes = (bytes: number) => `${String(Math.round(bytes / 1024))} KB`;
      console.log(`drawings: ${String(files)} optimised, ${kilobytes(before)} to ${kilobytes(after)}`);
    }
  },
} satisfies Config;

/**
 * The stylesheet is what the first paint waits for, yet React writes a page's script preloads
 * (modulepreload) at the top of <head> and React Router's stylesheet link after them, so on a slow
 * link the stylesheet queued behind up to 180 KB of script. Each prerendered page gets a copy of
 * its stylesheet link straight after the viewport meta, so the browser asks for it first. The
 * original link stays where React expects it when it hydrates the page; the browser fetches the
 * file once.
 */
async function requestStylesheetFirst(client: string) {
  const htmlFiles = (await readdir(client, { recursive: true })).filter((file) => file.endsWith('.html'));
  await Promise.all(
    htmlFiles.map(async (file) => {
      const path = join(client, file);
      const html = await readFile(path, 'utf8');
      const stylesheet = /<link rel="stylesheet" href="[^"]+"\/>/.exec(html)?.[0];
      const viewport = /<meta name="viewport"[^>]*\/>/.exec(html);
      if (!stylesheet || !viewport || html.indexOf(stylesheet) < viewport.index) return;
      const at = viewport.index + viewport[0].length;
      await writeFile(path, html.slice(0, at) + stylesheet + html.slice(at));
    }),
  );
}

/**
 * Every page links the one stylesheet (`cssCodeSplit: false`), yet Vite still writes a partial copy
 * of it for a chunk shared with a lazily loaded part (the home page's lower sections). Nothing
 * loads that copy; removed here so the service worker does not precache it and hosts do not serve it.
 */
async function removeUnusedStylesheets(client: string) {
  const assets = join(client, 'assets');
  const files = await readdir(client, { recursive: true });
  const stylesheets = (await readdir(assets)).filter((file) => file.endsWith('.css'));
  const referencing = await Promise.all(
    files.filter((file) => /\.(?:html|js)$/.test(file)).map((file) => readFile(join(client, file), 'utf8')),
  );
  for (const stylesheet of stylesheets) {
    if (!referencing.some((text) => text.includes(stylesheet))) await rm(join(assets, stylesheet));
  }
}
