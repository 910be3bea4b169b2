import { expect, test, type Locator, type Page } from '@playwright/test';

import { eachScreen, pages } from '../../site/app/content/pages';
import { walkFocus } from './focus';
import { holdRequests } from './holdRequests';
import { waitForHydration } from './hydrated';

/**
 * The visitor's display settings (WCAG 2.2.2, 2.3.3, 1.4.1, 2.4.7): with reduced motion nothing
 * moves on its own, and in forced-colours mode (Windows High Contrast) focus and selection stay
 * visible once the site's colours are replaced. The hero's 6-second "does not rotate" check is in
 * home.spec.ts.
 */

const wide = { width: 1280, height: 900 };

/** Each screen once: the sub-routes reuse their screen's components. */
const screens = eachScreen(pages);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
}

/** Animations and transitions running right now (finished ones drop out of the list). */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      const name =
        animation instanceof CSSAnimation
          ? animation.animationName
          : animation instanceof CSSTransition
            ? animation.transitionProperty
            : 'script';
      return `${name} on ${target?.tagName.toLowerCase() ?? 'nothing'}`;
    }),
  );

test.describe('with reduced motion', () => {
  test.use({ viewport: wide, reducedMotion: 'reduce' });

  test('no screen runs an animation or transition once loaded, and smooth scrolling is off', async ({ page }) => {
    test.slow();
    for (const entry of screens) {
      await open(page, entry.path);
      expect(await runningAnimations(page), entry.path).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), entry.path).toBe('auto');
    }
    // The hero starts paused: the control offers to play it.
    await open(page, '/');
    await expect(page.getByRole('button', { name: 'Play slide show' })).toBeVisible();
  });

  test('opening menus, switching tabs and a notification appear at once, without movement', async ({ page }) => {
    await open(page, '/');
    const solutions = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });
    await solutions.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    expect(await runningAnimations(page), 'header dropdown').toEqual([]);
    await page.keyboard.press('Escape');

    const hub = page.getByRole('region', { name: 'Business intelligence hub' });
    await hub.getByRole('tab', { name: 'Industry Benchmarks' }).click();
    await expect(hub.getByRole('tabpanel', { name: 'Industry Benchmarks' })).toBeVisible();
    expect(await runningAnimations(page), 'tabs').toEqual([]);

    const testimonials = page.getByRole('region', { name: 'Client testimonials' });
    await testimonials.getByRole('button', { name: 'Next slide' }).click();
    await expect(testimonials.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(await runningAnimations(page), 'carousel').toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await runningAnimations(page), 'mobile menu').toEqual([]);

    await open(page, '/auth');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Please enter email and password');
    expect(await runningAnimations(page), 'notification').toEqual([]);
  });
});

test.describe('a busy button', () => {
  test.use({ viewport: wide });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`turns its spinner only when motion is welcome (${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      // Hold the sign-in request until the checks are done, so the busy state stays on screen.
      const release = await holdRequests(page, '**/auth/v1/token**');
      await open(page, '/auth');
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
      await main
        .getByRole('tabpanel', { name: 'Sign in' })
        .getByLabel(/^Password/)
        .fill('any-passphrase');
      await main.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Signing in...' })).toBeVisible();
      if (reducedMotion === 'reduce') expect(await runningAnimations(page)).toEqual([]);
      else expect(await runningAnimations(page)).not.toEqual([]);
      release();
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    });
  }
});

/**
 * How an element looks apart from its colours being the same: in forced-colours mode every colour
 * is a system colour, so a state must differ in a system colour (Highlight), a border, an outline,
 * a size, a weight or a mark to be seen.
 */
function appearance(element: Locator) {
  return element.evaluate((node) => {
    const describe = (style: CSSStyleDeclaration) =>
      [
        style.color,
        style.backgroundColor,
        style.borderTopColor,
        style.borderBottomColor,
        style.borderBottomWidth,
        style.outlineStyle,
        style.outlineColor,
        style.outlineWidth,
        style.fontWeight,
        style.textDecorationLine,
        style.width,
      ].join(' ');
    const marks = [...node.querySelectorAll('svg')].filter((mark) => mark.getBoundingClientRect().width > 0).length;
    return [describe(getComputedStyle(node)), describe(getComputedStyle(node, '::before')), `${String(marks)} marks`].join(' | ');
  });
}

/**
 * Choosing changes how the item looks in forced-colours mode: the same element, before and after,
 * away from the pointer and without focus, so neither hover nor the focus ring is what differs.
 */
async function expectChoiceShows(page: Page, item: Locator, choose: () => Promise<void>, what: string) {
  const before = await appearance(item);
  await choose();
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  expect(await appearance(item), what).not.toBe(before);
}

test.describe('in forced-colours mode', () => {
  test.use({ viewport: wide, colorScheme: 'light' });
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  });

  for (const path of ['/', '/contact', '/auth']) {
    test(`${path}: every Tab stop keeps a visible outline`, async ({ page }) => {
      test.slow();
      await open(page, path);
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
      const walk = await walkFocus(page, 'Tab');
      expect(walk.stops).toBeGreaterThan(5);
      expect(walk.problems).toEqual([]);
    });
  }

  test('the selected tab, the chosen topic chip, a pressed filter, the current slide and the current page stand out', async ({ page }) => {
    await open(page, '/');
    const hub = page.getByRole('region', { name: 'Business intelligence hub' });
    const benchmarks = hub.getByRole('tab', { name: 'Industry Benchmarks' });
    await expectChoiceShows(page, benchmarks, () => benchmarks.click(), 'selected tab');
    await expect(benchmarks).toHaveAttribute('aria-selected', 'true');

    const library = page.getByRole('region', { name: 'Explore our content library' });
    const wellbeing = library.getByRole('group', { name: 'Topic' }).locator('label').nth(2);
    await expectChoiceShows(page, wellbeing, () => wellbeing.click(), 'chosen topic chip');
    await expect(wellbeing.getByRole('radio')).toBeChecked();

    await library.getByRole('button', { name: 'Advanced Filters' }).click();
    const trending = library.getByRole('group', { name: 'Show only' }).getByRole('button', { name: 'Trending' });
    await expectChoiceShows(page, trending, () => trending.click(), 'pressed filter');
    await expect(trending).toHaveAttribute('aria-pressed', 'true');

    const testimonials = page.getByRole('region', { name: 'Client testimonials' });
    const second = testimonials.getByRole('button', { name: 'Go to slide 2' });
    await expectChoiceShows(page, second, () => second.click(), 'current slide dot');
    await expect(second).toHaveAttribute('aria-current', 'true');

    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await expectChoiceShows(
      page,
      about,
      async () => {
        await about.click();
        await expect(page).toHaveURL('/about');
        // The address changes before React has drawn the new page (the navigation renders in a
        // transition), so wait for the link to say it is the current page.
        await expect(about).toHaveAttribute('aria-current', 'page');
      },
      'current page in the navigation',
    );
  });

  test('the chosen interest card and Ask Indy pillar stand out', async ({ page }) => {
    await open(page, '/contact');
    const wellbeing = page.getByRole('group', { name: 'Topic of your message' }).locator('label').filter({ hasText: 'Fuel Wellbeing' });
    await expectChoiceShows(page, wellbeing, () => wellbeing.click(), 'chosen interest card');
    await expect(page.getByRole('radio', { name: 'Fuel Wellbeing' })).toBeChecked();

    await open(page, '/ask-indy');
    const capability = page.getByRole('group', { name: 'Which pillar is this about?' }).locator('label').filter({ hasText: 'Capability' });
    await expectChoiceShows(page, capability, () => capability.click(), 'chosen pillar');
    await expect(capability.getByRole('radio')).toBeChecked();
  });
});
