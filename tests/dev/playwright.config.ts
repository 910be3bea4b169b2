import './ports.ts';

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

import { chromiumLaunchOptions } from '../chromium.ts';
import { backendPort, mailboxPort } from '../playwright.config.ts';
import { devServerPort } from './ports.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const backendData = join(tmpdir(), `akoma-dev-backend-${String(backendPort)}`);

/**
 * The site as `npm start` runs it on a fresh clone: the development server with an empty
 * dependency cache (dev.spec.ts starts it itself, to read what it prints) and the local backend
 * with fresh data. One worker: the walk is one visitor's journey.
 */
export default defineConfig({
  testDir: '.',
  outputDir: `../../test-results/dev-${String(devServerPort)}`,
  forbidOnly: true,
  workers: 1,
  // A fresh dependency cache means every module is transformed on its first request: the first
  // visit to each page takes seconds on a two-core machine.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  retries: 0,
  reporter: [['list']],
  use: { baseURL: `http://localhost:${String(devServerPort)}`, trace: 'off', serviceWorkers: 'block' },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: [
    {
      command: `rm -rf ${backendData} && exec npm run backend`,
      cwd: repositoryRoot,
      env: {
        SUPABASE_LOCAL_PORT: String(backendPort),
        SUPABASE_MAILBOX_PORT: String(mailboxPort),
        SUPABASE_LOCAL_DATA: backendData,
        SITE_URL: `http://localhost:${String(devServerPort)}`,
      },
      url: `http://127.0.0.1:${String(backendPort)}/`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
