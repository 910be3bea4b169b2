/**
 * The shared Vite and Vitest configuration.
 *
 * - `vanillaExtract()` is the one vanilla-extract plugin setup; the site's build
 *   (site/vite.config.ts) and Storybook (which loads this file) both use it.
 * - `test.projects` are the Vitest suites: `unit` (pure code, in Node), which `npm test` runs, and
 *   `storybook` and `storybook-partner` (every story, with its play function and axe, in headless
 *   Chromium, in each theme), a quick check while working on a component (`npm run test:stories`);
 *   `npm test` gates the stories in the visual suite instead. Their plugins load lazily, so
 *   importing `vanillaExtract` from here stays cheap.
 * - `postgres15` proves the data layer on PostgreSQL 15 bootstrapped as hosted Supabase
 *   (supabase/postgres15/README.md): `npx vitest run --project postgres15`.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';

import { chromiumLaunchOptions } from './tests/chromium.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** vanilla-extract: readable class names in development, short ones in production builds. */
export function vanillaExtract() {
  return vanillaExtractPlugin();
}

export default defineConfig(async (): Promise<ViteUserConfig> => {
  const [{ storybookTest }, { playwright }] = await Promise.all([
    import('@storybook/addon-vitest/vitest-plugin'),
    import('@vitest/browser-playwright'),
  ]);

  return {
    plugins: [vanillaExtract(), react()],
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // The readable pieces' and the events' build-time modules, read from the files as the type checker and
            // Playwright see it (tsconfig.json "paths").
            alias: {
              'virtual:pieces': `${root}site/buildtime/pieces/entries.node.ts`,
              'virtual:events': `${root}site/buildtime/events/entries.node.ts`,
            },
            include: ['{tokens,design-system,site,supabase,tests}/**/*.test.{ts,tsx}'],
            exclude: ['**/node_modules/**', 'tests/e2e/**', '**/*.pg15.test.ts'],
            // Many of these tests sign members up against the local backend (Postgres in WebAssembly,
            // passwords hashed as GoTrue does), which on a two-core machine shared with the type check
            // and lint (npm test runs them side by side) can take longer than Vitest's 5 s. A guard
            // against a hang, not a timing: no test here measures how long anything takes.
            testTimeout: 20_000,
            // One file per core, not Vitest's default of one fewer: on CI's two cores that default is a
            // single worker, which left one core idle once the type check and lint were done (747 s
            // for this suite there; 463 s with two).
            maxWorkers: availableParallelism(),
          },
        },
        {
          test: {
            name: 'postgres15',
            environment: 'node',
            // The PostgreSQL-only tests, and the data layer's own tests a second time, their stores on
            // that server (supabase/local/testing/templateDatabase.ts): the schema's claims, the REST
            // API and the functions that write to the database.
            include: [
              'supabase/**/*.pg15.test.ts',
              'supabase/local/{members,events,rowCaps,memberMailData,memberMail}.test.ts',
              'supabase/local/rest/app.test.ts',
              'supabase/functions/{send-contact-email,delete-account}/handler.test.ts',
            ],
            // One PostgreSQL 15 cluster for the run, bootstrapped as hosted Supabase with the project's
            // migrations pushed by the Supabase CLI; each test file clones its own database from it.
            globalSetup: ['supabase/postgres15/globalSetup.ts'],
            // A guard against a hang (a lock never released, a server gone), not a timing: no test
            // here measures how long anything takes.
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // As the unit project's: npm test runs the two in one Vitest run, which needs them equal.
            maxWorkers: availableParallelism(),
          },
        },
        // Every story runs twice, once per theme, so both themes are held to axe and the play functions.
        ...(['akoma', 'partner'] as const).map((theme): TestProjectInlineConfiguration => ({
          extends: true,
          plugins: [storybookTest({ configDir: `${root}.storybook` })],
          define: { __AKOMA_STORY_THEME__: JSON.stringify(theme) },
          // Without this, a story that imports no runtime value from react fails with
          // "does not provide an export named 'default'": react ships CommonJS, which the browser can
          // import only once Vite has pre-bundled it, so it is pre-bundled up front, not on discovery.
          optimizeDeps: { include: ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client'] },
          test: {
            name: theme === 'akoma' ? 'storybook' : `storybook-${theme}`,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: chromiumLaunchOptions() }),
              instances: [{ browser: 'chromium' }],
            },
          },
        })),
      ],
    },
  };
});
