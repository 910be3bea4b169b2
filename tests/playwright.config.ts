import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

import { chromiumLaunchOptions } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4319);
/** The stand-in partner microsite that consumes the packaged design system (tests/consumer). */
export const consumerPort = Number(process.env.E2E_CONSUMER_PORT ?? 4320);
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * End-to-end tests run against the production build, served by the preview server exactly as a
 * visitor gets it (prerendered HTML, compressed assets, real 404s).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${String(port)}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
  ],
  webServer: [
    {
      command: 'npm run build && npm run preview',
      cwd: repositoryRoot,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${String(port)}/`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // E2E_SKIP_CONSUMER=1 skips the packaged-library check when only the site is under test.
    ...(process.env.E2E_SKIP_CONSUMER
      ? []
      : [
          {
            command: `tsx tests/consumer/build.ts && vite preview --config tests/consumer/vite.config.ts --port ${String(consumerPort)} --strictPort`,
            cwd: repositoryRoot,
            url: `http://127.0.0.1:${String(consumerPort)}/`,
            reuseExistingServer: false,
            timeout: 240_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
  ],
});
