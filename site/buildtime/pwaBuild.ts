/**
 * Build steps for the installed app, used by site/vite.config.ts and site/react-router.config.ts:
 * the web app manifest (from the content module and the brand colours) and the service worker
 * (app/pwa/worker/serviceWorker.ts, bundled, with the app shell it precaches worked out from the
 * finished client build).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'rolldown';
import { injectManifest } from 'workbox-build';

// Imports in this file's graph carry extensions: Vite loads it with the config.
import { webAppManifest } from '../app/pwa/manifest.ts';
import { offlinePath, startUpLinks } from '../app/pwa/offlineCaches.ts';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** The manifest as JSON, with colours from the tokens' design-token export. */
export function manifestJson(): string {
  const tokens = JSON.parse(readFileSync(join(repository, 'tokens', 'dtcg', 'akoma.tokens.json'), 'utf8')) as {
    color: { background: Record<string, { $value: { hex: string } }> };
  };
  const { brandAccent, body } = tokens.color.background;
  return `${JSON.stringify(webAppManifest(brandAccent?.$value.hex ?? '', body?.$value.hex ?? ''), null, 2)}\n`;
}

/** The web fonts' faces English and French are written in: each family's Latin subset (not latin-ext, cyrillic…). */
const shellFontPattern = /-latin-wght-normal-[\w-]+\.woff2$/;

/** The scripts and stylesheets a prerendered page starts with (`<link rel="modulepreload">` and `<link rel="stylesheet">`). */
export function startUpFiles(html: string): string[] {
  return [...new Set(startUpLinks(html).filter((href) => href.startsWith('/assets/')))].map((href) => href.slice(1));
}

/** Every prerendered page (`…/index.html`) under `directory`, as paths relative to it. */
function prerenderedPages(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter(
    (file) => (file === 'index.html' || file.endsWith('/index.html')) && !file.startsWith('fr/') && !file.startsWith('404'),
  );
}

/**
 * The app shell a language's worker precaches, as paths in its client build: the scripts and
 * stylesheets every prerendered page starts with (React, the router, the design system's core, the
 * root route), the offline page with its own, and the web fonts' Latin faces. Nothing else: the
 * pages and what only some of them use are kept as the visitor opens them.
 */
export function appShell(clientDirectory: string, base = ''): string[] {
  const folder = base ? join(clientDirectory, base) : clientDirectory;
  const pageFiles = prerenderedPages(folder);
  const everyPage = pageFiles
    .map((file) => new Set(startUpFiles(readFileSync(join(folder, file), 'utf8'))))
    .reduce((common, files) => new Set([...common].filter((file) => files.has(file))));
  const offlinePage = join(offlinePath.slice(1), 'index.html');
  const offlineFiles = startUpFiles(readFileSync(join(folder, offlinePage), 'utf8'));
  const fonts = readdirSync(join(clientDirectory, 'assets')).filter((file) => shellFontPattern.test(file));
  return [...new Set([...everyPage, ...offlineFiles, ...fonts.map((file) => `assets/${file}`)])]
    .concat(relative(clientDirectory, join(folder, offlinePage)))
    .sort();
}

/**
 * Writes a language's service worker: client/sw.js for English, client/fr/sw.js for the French
 * edition (`base`: its folder), from that language's own build, with the app shell it precaches
 * (`appShell`). The offline page is precached under its clean address (/offline, /fr/offline);
 * hashed assets keep theirs (/assets/…, absolute in both editions' workers), and since their name is
 * their version they are fetched through the browser's HTTP cache, where the page that registers the
 * worker has usually put them already.
 */
export async function writeServiceWorker(clientDirectory: string, base = ''): Promise<{ count: number; size: number; files: string[] }> {
  const scratch = await mkdtemp(join(tmpdir(), 'akoma-sw-'));
  try {
    const source = join(scratch, 'sw.js');
    await build({
      input: fileURLToPath(new URL('../app/pwa/worker/serviceWorker.ts', import.meta.url)),
      platform: 'browser',
      logLevel: 'warn',
      // Workbox's modules log their workings outside production.
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
      output: { file: source, format: 'iife', minify: true },
    });
    const files = appShell(clientDirectory, base);
    const { count, size, warnings } = await injectManifest({
      swSrc: source,
      swDest: join(clientDirectory, base, 'sw.js'),
      globDirectory: clientDirectory,
      globPatterns: files,
      // Hashed assets never change under the same name: their URL is their version.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 512 * 1024,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => ({
            ...entry,
            url: entry.url.endsWith('/index.html') ? `/${entry.url.slice(0, -'/index.html'.length)}` : `/${entry.url}`,
          })),
          warnings: [],
        }),
      ],
    });
    for (const warning of warnings) console.warn(`service worker: ${warning}`);
    return { count, size, files };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
