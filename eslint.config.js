// ESLint: TypeScript (strict, type-aware), React hooks, jsx-a11y (strict) and Storybook rules,
// plus the layering rules of the house: tokens -> design-system -> site, never back.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The site's imports of the design system: anything of the tokens, a folder of either package, or a subpath that is not a public entry. */
const designSystemEntriesOnly = {
  regex: '^@akoma/tokens($|/)|^\\.\\.?/(.*/)?(design-system|tokens)(/|$)|^@akoma/design-system/(?!(css|reset|themes/[a-z]+)$)',
  message:
    'The site imports the design system only from its public entries: `@akoma/design-system`, `@akoma/design-system/css`, `@akoma/design-system/reset` and `@akoma/design-system/themes/<name>`.',
};

/** A route module imported from elsewhere in the site: what pages share lives in site/app/pages/shared. */
const nothingImportsRoutes = {
  regex: '^\\.\\.?/(.*/)?routes(/|$)',
  message: 'Only React Router loads route modules (site/app/routes.ts): move what a page shares into site/app/pages/shared.',
};

/** A page's folder imported from the members' code. */
const membersImportNoPage = {
  regex: '^\\.\\.?/(.*/)?pages(/|$)',
  message: "The members' code is shared by pages: what it needs from one (a rule, a link) belongs in site/app/tools.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/build-*/**',
      '**/dist/**',
      'storybook-static/**',
      'site/.react-router/**',
      'test-results/**',
      'playwright-report/**',
      'tests/**/__screenshots__/**',
      // Deno code (Deno.serve, Deno.env): type-checked by `deno check` in handler.deno.test.ts.
      'supabase/functions/*/index.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // React Router's convention: loaders throw a Response (such as a 404) for the error boundary.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  jsxA11y.flatConfigs.strict,
  reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  {
    files: ['tokens/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@akoma/design-system', '@akoma/site', '**/design-system/**', '**/site/**'],
              message: 'Tokens import nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['design-system/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@akoma/site', '**/site/**'], message: 'The design system never imports the site.' }] },
      ],
    },
  },
  {
    files: ['site/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [designSystemEntriesOnly, nothingImportsRoutes] }],
    },
  },
  {
    // What members keep (their estimates, results, saved pieces) is read by several pages and the
    // shell: it builds on the tools and the content, never on a page.
    files: ['site/app/members/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [designSystemEntriesOnly, nothingImportsRoutes, membersImportNoPage] }],
    },
  },
  {
    // Route modules are what React Router loads (site/app/routes.ts): the rest of the site never
    // imports one. They may share their `meta` helpers among themselves.
    files: ['site/app/routes/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [designSystemEntriesOnly] }],
    },
  },
  {
    // The floor app is the bare framework the site's performance is measured against (tests/bench/floor.ts).
    files: ['tests/bench/floor/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@akoma/*', '**/site/**', '**/design-system/**', '**/tokens/**'],
              message: 'The floor app imports nothing of ours: it stands for the bare framework.',
            },
          ],
        },
      ],
    },
  },
  {
    // Written by `npm run db:types` as the Supabase CLI writes it; its helper types use `never` as a default on purpose.
    files: ['supabase/functions/_shared/database.types.ts'],
    rules: { '@typescript-eslint/no-redundant-type-constituents': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
