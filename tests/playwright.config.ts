import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

import { analyticsEnvironment } from './analyticsSettings.ts';
import { backendServer } from './backendServer.ts';
import { chromiumLaunchOptions } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4319);
/** The local Supabase-compatible backend the tests run against, on its own ports and fresh data. */
// Derived from the site's port, so parallel runs on different ports never share a backend.
export const backendPort = Number(process.env.E2E_BACKEND_PORT ?? port + 10_000);
export const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? port + 10_001);
export const mailboxUrl = `http://127.0.0.1:${String(mailboxPort)}`;
/** The stand-in partner microsite that consumes the packaged design system (tests/consumer). */
export const consumerPort = Number(process.env.E2E_CONSUMER_PORT ?? 4320);
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
/** Where the site build under test lives (the PWA tests change its service worker in place). */
export const siteClientDirectory = join(repositoryRoot, 'site', process.env.SITE_BUILD_DIR ?? 'build', 'client');

/**
 * End-to-end tests run against the production build, served by the preview server exactly as a
 * visitor gets it (prerendered HTML, compressed assets, real 404s).
 */
export default defineConfig({
  testDir: './e2e',
  // One folder per port, so parallel runs never trample each other's traces.
  outputDir: `../test-results/e2e-${String(port)}`,
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  // Two workers share two cores with the backend and the preview server: a member's whole journey
  // (join, confirm, sign in and out, follow links from the mailbox) takes 10-15 s on a quiet
  // machine and close to 30 s on a busy one, where the backend (one Postgres process, hashing
  // passwords) can also take several seconds to answer a sign-up.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // In CI, a test that fails is run once more, and one that then passes is reported as flaky in the
  // output (the summary counts them): a hiccup of the machine does not hide every other result,
  // and a real failure still fails twice. Locally, never: a flaky test shows up at once.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${String(port)}`,
    // A trace for a failure, locally. Not in CI: only its printed output comes back from there (the
    // failure and the page's ARIA snapshot in error-context.md), and recording a trace for every
    // test made the suite about a quarter slower.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The service worker precaches every page in the background, which every test would otherwise
    // wait for; the PWA tests (pwa.spec.ts) allow it again.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
  ],
  // Each server's last command is `exec`ed, and each is stopped with SIGTERM (Playwright's default
  // is SIGKILL, which npm cannot pass on), so no backend or preview server outlives the run.
  webServer: [
    backendServer({ port: backendPort, mailboxPort, siteUrl: `http://127.0.0.1:${String(port)}` }),
    {
      // The backend learns the site's events (and their dates) once it answers. Under `npm test`
      // the build is made beforehand (tests/buildSite.ts, SITE_BUILD_READY=1), once for this suite
      // and the visual one.
      command: `${process.env.SITE_BUILD_READY ? '' : 'npm run build && '}npm run events:sync -w @akoma/site && exec npm run preview`,
      cwd: repositoryRoot,
      env: {
        PORT: String(port),
        VITE_SUPABASE_URL: `http://127.0.0.1:${String(backendPort)}`,
        SYNC_WAIT_MS: '60000',
        ...analyticsEnvironment,
      },
      url: `http://127.0.0.1:${String(port)}/`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
      // Two builds, French then English (site/buildtime/build.ts).
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // E2E_SKIP_CONSUMER=1 skips the packaged-library check when only the site is under test.
    ...(process.env.E2E_SKIP_CONSUMER
      ? []
      : [
          {
            command: `tsx tests/consumer/build.ts && exec vite preview --config tests/consumer/vite.config.ts --port ${String(consumerPort)} --strictPort`,
            cwd: repositoryRoot,
            url: `http://127.0.0.1:${String(consumerPort)}/`,
            reuseExistingServer: false,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
            timeout: 240_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
  ],
});
