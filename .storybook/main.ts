import { fileURLToPath } from 'node:url';

import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../design-system/src/**/*.mdx', '../design-system/src/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured Markdown, so the keyboard tables in the MDX pages render as tables.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // One user-event for the play functions and the virtual screen reader (./userEvent.ts says why).
  viteFinal: (config) =>
    mergeConfig(config, { resolve: { alias: { '@testing-library/user-event': fileURLToPath(new URL('userEvent.ts', import.meta.url)) } } }),
  core: {
    // These machines have no internet; Storybook must not try to phone home.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: {
    // Reads prop types and their JSDoc (including @default) for the docs tables, skipping
    // the hundreds of DOM and Ariakit props every component also accepts.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
};

export default config;
