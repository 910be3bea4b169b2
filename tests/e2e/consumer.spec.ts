import { readdirSync, readFileSync } from 'node:fs';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { akomaTokens } from '../../tokens/src/akoma';
import { contrastMinimum, contrastRatio, measureContrast } from '../../tokens/src/contrast';
import { partnerTokens } from '../../tokens/src/partner';
import { kijaniTokens } from '../consumer/kijaniTokens';
import { consumerPort } from '../playwright.config';
import { expectNoAxeViolations } from './axe';

// tests/consumer is a stand-in microsite, Kijani: it installs the packaged design system, imports
// the global styles, the components and no theme of the library's, and makes its own theme with
// `makeTheme` from its own colours. The contrast functions are the library's own (the package's
// `@akoma/design-system/css` entry re-exports them from the tokens), read from source because the
// package entry also carries stylesheets, which Node cannot import.

const microsite = `http://127.0.0.1:${String(consumerPort)}`;
const consumer = new URL('../consumer/', import.meta.url);
const { background, foreground, border } = kijaniTokens.color;

/** A six-digit hex colour as the browser reports a computed colour: `#0b6e4f` -> `rgb(11, 110, 79)`. */
function rgb(hex: string): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${channels.join(', ')})`;
}

/** A computed opaque colour, `rgb(11, 110, 79)`, as the six-digit hex the contrast function reads. */
function hex(computed: string): string {
  const channels = /^rgba?\((\d+), (\d+), (\d+)(?:, 1)?\)$/.exec(computed);
  if (!channels) throw new Error(`expected an opaque computed colour, got "${computed}"`);
  return `#${channels
    .slice(1)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;
}

const computed = (locator: Locator, property: 'color' | 'backgroundColor' | 'outlineColor' | 'outlineStyle') =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

/** Presses Tab until `target` has focus, as a keyboard user reaches it (so `:focus-visible` applies). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the control was not reached with Tab');
}

test.describe('Kijani, a third brand made with makeTheme on the packaged design system', () => {
  test('renders the home page in its own colours, not the Akoma or partner accent', async ({ page }) => {
    await page.goto(`${microsite}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kijani community solar' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Join the programme' });
    await expect(button).toHaveCSS('background-color', rgb(background.brandAccent));
    await expect(button).toHaveCSS('color', rgb(foreground.onBrandAccent));
    await expect(button).not.toHaveCSS('background-color', rgb(akomaTokens.color.background.brandAccent));
    await expect(button).not.toHaveCSS('background-color', rgb(partnerTokens.color.background.brandAccent));
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveCSS('color', rgb(foreground.brandAccent));
    await expect(page.locator('body')).toHaveCSS('color', rgb(foreground.text));
  });

  test('renders a second page, the application form, in the same theme', async ({ page }) => {
    await page.goto(`${microsite}/apply.html`);
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for a rooftop survey' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveCSS('border-top-color', rgb(border.field));
    await expect(page.getByRole('button', { name: 'Send application' })).toHaveCSS('background-color', rgb(background.brandAccent));
    await page.getByRole('navigation', { name: 'Kijani' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kijani community solar' })).toBeVisible();
  });

  test('keeps the components working: tabs switch with the keyboard', async ({ page }) => {
    await page.goto(`${microsite}/`);
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel', { name: 'Eligibility' })).toHaveText(
      'Open to households and small businesses in Nairobi and Kisumu.',
    );
  });

  test('stops its own motion under reduced motion, by the rule makeTheme registers', async ({ page }) => {
    await page.goto(`${microsite}/`);
    const button = page.getByRole('button', { name: 'Join the programme' });
    await expect(button).toHaveCSS('transition-duration', '0.1s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(button).toHaveCSS('transition-duration', '0s');
  });

  for (const path of ['/', '/apply.html']) {
    test(`has no accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(`${microsite}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('passes every text and focus-ring contrast pair the components use, measured by the library', () => {
    const measured = measureContrast(kijaniTokens.color);
    expect(measured.filter(({ pair }) => pair.kind === 'nonText' && pair.border.startsWith('focus'))).not.toHaveLength(0);
    const failures = measured
      .filter((result) => !result.passes)
      .map(({ pair, ratio, minimum }) => `${pair.usedFor}: ${ratio.toFixed(2)} < ${String(minimum)}`);
    expect(failures).toEqual([]);
  });

  test('draws its text and keyboard focus ring in colours that pass on the page itself', async ({ page }) => {
    await page.goto(`${microsite}/`);
    const pageColour = hex(await computed(page.locator('body'), 'backgroundColor'));
    expect(pageColour).toBe(background.body);

    const copy = hex(await computed(page.getByText('Built from the Akoma design system package'), 'color'));
    expect(copy).toBe(foreground.text);
    expect(contrastRatio(copy, pageColour)).toBeGreaterThanOrEqual(contrastMinimum.text);

    const button = page.getByRole('button', { name: 'Join the programme' });
    await tabTo(page, button);
    expect(await computed(button, 'outlineStyle')).toBe('solid');
    const ring = hex(await computed(button, 'outlineColor'));
    expect(ring).toBe(border.focus);
    expect(contrastRatio(ring, pageColour)).toBeGreaterThanOrEqual(contrastMinimum.nonText);
  });
});

test.describe("the microsite's build", () => {
  const assets = new URL('dist/assets/', consumer);
  const built = (extension: string) =>
    readdirSync(assets)
      .filter((name) => name.endsWith(extension))
      .map((name) => readFileSync(new URL(name, assets), 'utf8'))
      .join('\n');

  test('ships only the components the microsite uses', () => {
    const javascript = built('.js');
    // Tabs are used, so their code is there; the navigation menu is not, so its code is not.
    expect(javascript).toContain('aria-selected');
    expect(javascript).not.toContain('must be inside NavigationMenu');
  });

  test("holds its own theme's CSS and none of the Akoma or partner theme's", () => {
    const css = built('.css').toLowerCase();
    expect(css).toContain(background.brandAccent);

    // Each library theme's stylesheet in the installed package opens with its class.
    const installed = new URL('node_modules/@akoma/design-system/', consumer);
    for (const theme of ['akoma', 'partner']) {
      const stylesheet = readFileSync(new URL(`tokens/themes/${theme}.styles.css`, installed), 'utf8');
      const themeClass = /^\.([\w-]+)\{/.exec(stylesheet)?.[1];
      expect(themeClass, `the ${theme} theme's class`).toBeTruthy();
      expect(css).not.toContain(`.${String(themeClass)}`);
    }

    const coloursOf = (tokens: typeof kijaniTokens) => Object.values(tokens.color).flatMap((group) => Object.values(group));
    const kijaniColours = new Set(coloursOf(kijaniTokens));
    const otherThemesColours = new Set(
      [...coloursOf(akomaTokens), ...coloursOf(partnerTokens)].filter((colour) => !kijaniColours.has(colour)),
    );
    expect([...otherThemesColours].filter((colour) => css.includes(colour))).toEqual([]);
  });
});
