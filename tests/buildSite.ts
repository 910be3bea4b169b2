import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { analyticsEnvironment } from './analyticsSettings.ts';
import { backendPort } from './playwright.config.ts';

/**
 * `npm run test:build`: the site's production build (both editions), made once for the two browser
 * suites `npm test` runs on it, the end-to-end tests and then the visual ones, each of which would
 * otherwise make its own. With SITE_BUILD_READY=1 they serve this build (site/build) instead: it
 * talks to the end-to-end suite's backend, which the visual suite never needs (its pages are
 * photographed with no backend, so the member pages show their signed-out state either way).
 */
const result = spawnSync('npm', ['run', 'build'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: { ...process.env, ...analyticsEnvironment, SITE_BUILD_DIR: 'build', VITE_SUPABASE_URL: `http://127.0.0.1:${String(backendPort)}` },
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
