import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Config } from '@react-router/dev/config';

import { linkTargets } from './app/content/linkTargets';
import { pages } from './app/content/pages';
import { robotsTxt, sitemapXml } from './app/seo/crawlers';
import { writeServiceWorker } from './pwaBuild';

export default {
  appDirectory: 'app',
  // SITE_BUILD_DIR lets several builds (parallel test runs) live side by side.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  // A static site: every page is prerendered to HTML at build time and hydrated in the browser.
  ssr: false,
  prerender: () => [...pages.map((page) => page.path), ...Object.keys(linkTargets), '/404'],
  // Opt in to React Router 8's behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    // Static hosts serve 404.html, with status 404, for any address without a page.
    await copyFile(join(client, '404', 'index.html'), join(client, '404.html'));
    await writeFile(join(client, 'sitemap.xml'), sitemapXml(pages));
    await writeFile(join(client, 'robots.txt'), robotsTxt());
    // Last, so the service worker precaches every page and file above.
    const { count, size } = await writeServiceWorker(client);
    console.log(`service worker: precaching ${String(count)} files (${String(Math.round(size / 1024))} KB)`);
  },
} satisfies Config;
