import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

import { analyticsEnvironment } from '../analyticsSettings.ts';
import { chromiumLaunchOptions } from '../chromium.ts';

/** The site's production build, served like a static host, on a port of its own. */
export const sitePort = Number(process.env.VISUAL_SITE_PORT ?? 4451);
/** The static Storybook build (storybook-static/). */
export const storybookPort = Number(process.env.VISUAL_STORYBOOK_PORT ?? 4452);
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
// VISUAL_REUSE_SERVERS=1 tests builds already served on these ports (while iterating on a change);
// otherwise both are rebuilt, so a baseline is never compared with a stale build.
const reuseExistingServer = Boolean(process.env.VISUAL_REUSE_SERVERS);
/** Whether `npm test` has built the site already (tests/buildSite.ts): then it is served as it is. */
const siteBuildReady = Boolean(process.env.SITE_BUILD_READY);

/**
 * Visual regression, without a hosted service: every story in both themes and every page at
 * 375 px and 1280 px, compared with the baselines in ./__screenshots__ (made with Debian's
 * Chromium on Linux). After an intended change: `npm run test:visual:update`, then review the PNGs.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/visual',
  // One folder per kind, no platform suffix: the baselines are made on the one platform CI runs.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  timeout: 60_000,
  // As in the e2e suite: in CI a failed comparison is made once more, and one that then matches is
  // reported as flaky in the summary (a section page once landed 10 px off on a loaded machine).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['dot']] : [['list']],
  expect: {
    // A long page at 375 px takes a while to capture twice (the stability check) on two cores.
    timeout: 20_000,
    // A handful of pixels may differ between two machines of the same kind: CI once rendered one
    // anti-aliased pixel of the 1280 px home page differently from the baseline, on both tries. Sixteen
    // stray pixels is far below any change a person would see (a moved word changes hundreds).
    // screenshot.css hides what the browser draws by itself and draws differently from one machine to another.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixels: 16,
      stylePath: fileURLToPath(new URL('./screenshot.css', import.meta.url)),
    },
  },
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions(),
    // A service worker would serve a page from its cache, and its update banner could appear mid-run.
    serviceWorkers: 'block',
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'UTC',
    // No trace: on a failure the expected, actual and diff images say what changed, and recording
    // a trace for every one of ~700 screenshots would slow the whole suite.
    trace: 'off',
  },
  projects: [
    {
      name: 'stories',
      testMatch: 'stories.spec.ts',
      // The viewport the story tests run in (addon-vitest's default); a story's own `viewport` global overrides it.
      use: { baseURL: `http://127.0.0.1:${String(storybookPort)}`, viewport: { width: 1200, height: 900 } },
    },
    {
      name: 'routes',
      testMatch: 'routes.spec.ts',
      // Reduced motion stops the home hero's rotation, so every run shows its first picture.
      use: { baseURL: `http://127.0.0.1:${String(sitePort)}`, reducedMotion: 'reduce' },
    },
  ],
  webServer: [
    {
      command: 'npm run build-storybook && exec tsx tests/visual/serveStorybook.ts',
      cwd: repositoryRoot,
      env: { PORT: String(storybookPort) },
      url: `http://127.0.0.1:${String(storybookPort)}/index.json`,
      reuseExistingServer,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Its own build folder, so a build for another run never replaces the pages under test; under
      // `npm test`, the build made once for this suite and the end-to-end one (tests/buildSite.ts).
      command: `${siteBuildReady ? '' : 'npm run build && '}exec npm run preview`,
      cwd: repositoryRoot,
      env: {
        ...analyticsEnvironment,
        PORT: String(sitePort),
        SITE_BUILD_DIR: siteBuildReady ? (process.env.SITE_BUILD_DIR ?? 'build') : 'build-visual',
      },
      url: `http://127.0.0.1:${String(sitePort)}/`,
      reuseExistingServer,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
      // Two builds, French then English (site/buildtime/build.ts).
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
