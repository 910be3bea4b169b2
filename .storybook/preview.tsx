import '@akoma/design-system/reset';

import { cascadeLayers, DesignSystemProvider } from '@akoma/design-system';
import { akomaTheme } from '@akoma/design-system/themes/akoma';
import { partnerTheme } from '@akoma/design-system/themes/partner';
import { dataSaverAttribute, webFontsAttribute } from '@akoma/tokens';

import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';

import { smallestImageCandidate } from '../design-system/src/Image/smallestImageCandidate';

// Play functions wait (waitFor, findBy…) up to 5 s rather than Testing Library's 1 s: a menu's or
// carousel's code loads on first use, and on a busy two-core machine that first load can take
// longer than a second. A wait that never succeeds still fails.
configure({ asyncUtilTimeout: 5000 });

export const themes = { akoma: akomaTheme, partner: partnerTheme } as const;

// Declare the cascade layer order before any component stylesheet, as the site does in <head>.
const layerOrder = document.createElement('style');
layerOrder.textContent = cascadeLayers;
document.head.prepend(layerOrder);
// Stories are shown in the brand's web fonts from the start, as a page is once it has painted.
document.documentElement.setAttribute(webFontsAttribute, '');
export type ThemeName = keyof typeof themes;

const isThemeName = (value: unknown): value is ThemeName => typeof value === 'string' && value in themes;

// The Vitest projects define this to run every story in each theme (vite.config.ts); in the
// Storybook UI it is undefined and the toolbar decides.
declare const __AKOMA_STORY_THEME__: string | undefined;
const initialTheme: ThemeName =
  typeof __AKOMA_STORY_THEME__ !== 'undefined' && isThemeName(__AKOMA_STORY_THEME__) ? __AKOMA_STORY_THEME__ : 'akoma';

/**
 * Applies the chosen theme to `<html>`, as an app does, so portalled content (menus, toasts) and
 * the page background follow it too.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : 'akoma';
  const root = document.documentElement;
  root.classList.remove(...Object.values(themes));
  root.classList.add(themes[theme]);
  return (
    <DesignSystemProvider>
      <Story />
    </DesignSystemProvider>
  );
};

/**
 * Shows the library as a visitor saving data sees it (the Data saver toolbar item, or a story's
 * `globals: { dataSaver: 'on' }`): `<html>` has the attribute the head script sets on such a
 * connection, and no web fonts, which never come in there.
 */
const withDataSaver: Decorator = (Story, context) => {
  const on = context.globals.dataSaver === 'on';
  const root = document.documentElement;
  root.toggleAttribute(dataSaverAttribute, on);
  root.toggleAttribute(webFontsAttribute, !on);
  // What the head script leaves for Image under the data saver.
  if (on) window.__akomaSmallestCandidate = smallestImageCandidate;
  else delete window.__akomaSmallestCandidate;
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme, withDataSaver],
  globalTypes: {
    theme: {
      description: 'The theme the library is shown in',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'akoma', title: 'Akoma' },
          { value: 'partner', title: 'Partner microsite' },
        ],
        dynamicTitle: true,
      },
    },
    dataSaver: {
      description: 'Whether the visitor saves data (Save-Data, or a 2g or slow-2g connection)',
      toolbar: {
        title: 'Data saver',
        icon: 'lightning',
        items: [
          { value: 'off', title: 'Data saver off' },
          { value: 'on', title: 'Data saver on' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: initialTheme, dataSaver: 'off' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Every story is checked with axe; a violation fails it in Storybook and in `npm test`.
    // The rule set is WCAG 2.2 AA (the tags the site's pages are held to) plus axe's best practices.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
    },
    viewport: {
      options: {
        smallPhone: { name: 'Small phone (320)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        laptop: { name: 'Laptop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        desktop: { name: 'Desktop (1440)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    options: {
      storySort: { order: ['Introduction', 'Foundations', ['Colour', 'Typography', 'Spacing'], 'Layout', 'Content', 'Actions'] },
    },
  },
};

export default preview;
