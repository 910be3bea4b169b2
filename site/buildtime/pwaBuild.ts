/**
 * Build steps for the installed app, used by site/vite.config.ts and site/react-router.config.ts:
 * the web app manifest (from the content module and the brand colours) and the service worker
 * (Workbox's generateSW over the finished client build, so every prerendered page is precached).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { generateSW } from 'workbox-build';

// Imports in this file's graph carry extensions: Vite loads it with the config.
import { webAppManifest } from '../app/pwa/manifest.ts';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** The manifest as JSON, with colours from the tokens' design-token export. */
export function manifestJson(): string {
  const tokens = JSON.parse(readFileSync(join(repository, 'tokens', 'dtcg', 'akoma.tokens.json'), 'utf8')) as {
    color: { background: Record<string, { $value: { hex: string } }> };
  };
  const { brandAccent, body } = tokens.color.background;
  return `${JSON.stringify(webAppManifest(brandAccent?.$value.hex ?? '', body?.$value.hex ?? ''), null, 2)}\n`;
}

/**
 * Writes a language's service worker: client/sw.js for English, client/fr/sw.js for the French
 * edition (`base`: its folder), from that language's own build, so each precaches its own pages and
 * the files they use. Prerendered pages are precached under their clean addresses ("/about", not
 * "/about/index.html") so offline navigation finds them; a new worker waits until the visitor
 * chooses to update. The French worker's addresses are absolute (/assets/…), since it sits in /fr/.
 */
export async function writeServiceWorker(clientDirectory: string, base = ''): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDirectory,
    globPatterns: ['**/*.{html,js,css,woff2,svg,png,ico,webmanifest}'],
    globIgnores: [
      '__spa-fallback.html',
      '**/sw.js',
      '**/workbox-*.js',
      '**/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*.woff2',
      // The English worker leaves the French edition to its own.
      ...(base ? [] : ['fr/**']),
    ],
    swDest: join(clientDirectory, base, 'sw.js'),
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    // Hashed assets never change under the same name: their URL is their version.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => {
          const url =
            entry.url === 'index.html' ? './' : entry.url.endsWith('/index.html') ? entry.url.slice(0, -'/index.html'.length) : entry.url;
          if (!base) return { ...entry, url };
          return { ...entry, url: url === `${base}/index.html` || url === base ? `/${base}/` : `/${url}` };
        }),
        warnings: [],
      }),
    ],
    sourcemap: false,
    mode: 'production',
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
