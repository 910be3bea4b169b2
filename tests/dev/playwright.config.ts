import './ports.ts';

import { defineConfig, devices } from '@playwright/test';

import { backendServer } from '../backendServer.ts';
import { chromiumLaunchOptions } from '../chromium.ts';
import { backendPort, mailboxPort } from '../playwright.config.ts';
import { devServerPort } from './ports.ts';

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
  webServer: [backendServer({ port: backendPort, mailboxPort, siteUrl: `http://localhost:${String(devServerPort)}` })],
});
