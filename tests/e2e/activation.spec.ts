import { expect, test, type Locator, type Page } from '@playwright/test';

import { pages, titled } from '../../site/app/content/pages';
import { thoughtLeadership } from '../../site/app/content/homeThoughtLeadership';

/**
 * Every kind of link and every control that opens something works however it is activated:
 *
 * - `element.click()` with nothing before it: no pointer move, scroll or key press, which is how
 *   screen readers in browse mode, voice control and switch access activate a control;
 * - Enter on the focused element;
 * - the mouse.
 *
 * Each starts on a freshly loaded page, hydrated but untouched, so that the parts whose code waits
 * for the visitor's first move (the home page below its hero, the footer) are still their
 * prerendered copies when the click() arrives. The limits are Playwright's usual ones: this checks
 * that the new page arrives, not how fast (the bench measures that).
 */

const ways = ['click()', 'Enter', 'mouse'] as const;
type Way = (typeof ways)[number];

async function activate(page: Page, target: Locator, way: Way) {
  if (way === 'click()') await target.evaluate((element: HTMLElement) => element.click());
  else if (way === 'Enter') {
    await target.focus();
    await page.keyboard.press('Enter');
  } else await target.click();
}

/**
 * Opens `path` and waits for React to run it, without any move of the visitor's: the stand-in
 * scroll of `waitForHydration` would fetch the deferred parts this suite needs left as they are.
 */
async function openUntouched(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  // Set on the page as loaded: still there after a client-side navigation, gone after a reload.
  await page.evaluate(() => Object.assign(window, { loadedBefore: true }));
}

function pageAt(path: string) {
  const entry = pages.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`no page at ${path}`);
  return entry;
}

async function expectArrivedAt(page: Page, path: string, heading: string | RegExp, title: string | RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(title);
  // Reading starts at the new page's main content.
  await expect(page.getByRole('main')).toBeFocused();
  // In the app, not by a reload of the whole document.
  expect(await page.evaluate(() => 'loadedBefore' in window)).toBe(true);
}

interface LinkCase {
  kind: string;
  from: string;
  viewport?: { width: number; height: number };
  /** What opens the link's container first (a dropdown, the phone menu), activated the same way. */
  opener?: (page: Page) => Locator;
  link: (page: Page) => Locator;
  /** Where it leads, or `pieceItNames` for a link to a piece (its address and its title are the link's). */
  to: string | typeof pieceItNames;
  heading?: string | RegExp;
  title?: string | RegExp;
}

const pieceItNames = Symbol('the piece the link names');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The home page's heading continues after its accent phrase. */
const startsWith = (text: string) => new RegExp(`^${escaped(text)}`);

const [firstArticle] = thoughtLeadership.articles;
if (!firstArticle) throw new Error('the home page has thought-leadership articles');
const insights = pageAt('/insights');
const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const linkCases: LinkCase[] = [
  {
    kind: 'a header link',
    from: '/',
    link: (page) => main(page).getByRole('link', { name: 'About' }),
    to: '/about',
    heading: pageAt('/about').heading,
    title: pageAt('/about').title,
  },
  {
    kind: 'a header dropdown item',
    from: '/about',
    opener: (page) => main(page).getByRole('button', { name: 'Solutions' }),
    link: (page) => main(page).getByRole('link', { name: /Akoma360/ }),
    to: '/solutions/akoma360',
    heading: pageAt('/solutions/akoma360').heading,
    title: pageAt('/solutions/akoma360').title,
  },
  {
    kind: 'a link in the phone menu',
    from: '/contact',
    viewport: { width: 375, height: 812 },
    opener: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }),
    link: (page) => main(page).getByRole('link', { name: 'Careers' }),
    to: '/careers',
    heading: pageAt('/careers').heading,
    title: pageAt('/careers').title,
  },
  {
    kind: 'the logo',
    from: '/partners',
    link: (page) => page.getByRole('banner').getByRole('link', { name: /home/i }),
    to: '/',
    heading: startsWith(pageAt('/').heading),
    title: pageAt('/').title,
  },
  {
    kind: 'a button link in the header',
    from: '/careers',
    link: (page) => page.getByRole('banner').getByRole('link', { name: 'Ask Indy' }),
    to: '/ask-indy',
    heading: pageAt('/ask-indy').heading,
    title: pageAt('/ask-indy').title,
  },
  {
    kind: 'a footer link, before the footer’s code has loaded',
    from: '/about',
    link: (page) => page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
    to: '/privacy',
    heading: pageAt('/privacy').heading,
    title: pageAt('/privacy').title,
  },
  {
    kind: 'a card on the home page, before the code of its section has loaded',
    from: '/',
    link: (page) => page.getByRole('region', { name: thoughtLeadership.heading }).getByRole('link', { name: firstArticle.title }),
    to: firstArticle.href,
    heading: firstArticle.title,
    title: titled(firstArticle.title),
  },
  {
    kind: 'a button link on the home page, before the code of its section has loaded',
    from: '/',
    link: (page) =>
      page.getByRole('region', { name: thoughtLeadership.heading }).getByRole('link', { name: thoughtLeadership.exploreAll.label }),
    to: insights.path,
    heading: insights.heading,
    title: insights.title,
  },
  {
    kind: 'a link in the insights list',
    from: '/insights',
    link: (page) => page.getByRole('region', { name: 'All insights' }).getByRole('listitem').getByRole('link').first(),
    to: pieceItNames,
  },
  {
    kind: 'a breadcrumb',
    from: firstArticle.href,
    link: (page) => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Insights' }),
    to: insights.path,
    heading: insights.heading,
    title: insights.title,
  },
];

for (const linkCase of linkCases) {
  test.describe(`${linkCase.kind} (${linkCase.from} → ${linkCase.to === pieceItNames ? 'a piece' : linkCase.to})`, () => {
    if (linkCase.viewport) test.use({ viewport: linkCase.viewport });
    for (const way of ways) {
      test(`opens the new page, its title and focus, by ${way}`, async ({ page }) => {
        await openUntouched(page, linkCase.from);
        if (linkCase.opener) {
          const opener = linkCase.opener(page);
          await activate(page, opener, way);
          await expect(opener).toHaveAttribute('aria-expanded', 'true');
        }
        const link = linkCase.link(page);
        const name = (await link.textContent()) ?? '';
        const to = linkCase.to === pieceItNames ? ((await link.getAttribute('href')) ?? '') : linkCase.to;
        await activate(page, link, way);
        await expectArrivedAt(page, to, linkCase.heading ?? name, linkCase.title ?? titled(name));
      });
    }
  });
}

test.describe('controls that open something', () => {
  for (const way of ways) {
    test(`a menu button opens its menu by ${way}`, async ({ page }) => {
      await openUntouched(page, '/');
      const button = page.getByRole('main').getByRole('button', { name: 'Book Discovery Call' }).first();
      await activate(page, button, way);
      await expect(page.getByRole('menu', { name: 'Book Discovery Call' })).toBeVisible();
      await expect(page.getByRole('menuitem').first()).toBeVisible();
    });

    test(`a header dropdown opens by ${way}, and closes the same way`, async ({ page }) => {
      await openUntouched(page, '/about');
      const button = main(page).getByRole('button', { name: 'Insights' });
      await activate(page, button, way);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(main(page).getByRole('link', { name: 'Podcast' })).toBeVisible();
      // The mouse rests on the button, which keeps a hovered dropdown open: it closes from the keyboard.
      await activate(page, button, way === 'mouse' ? 'Enter' : way);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    test(`a story on the About page opens by ${way}`, async ({ page }) => {
      await openUntouched(page, '/about');
      const values = page.getByRole('region', { name: 'What we stand for' });
      const story = values.getByRole('button', { name: 'The story behind “We rise together”' });
      await activate(page, story, way);
      await expect(story).toHaveAttribute('aria-expanded', 'true');
      await expect(values.getByText(/IndyFuture, our youth programme/)).toBeVisible();
    });

    test(`a tab of the home page's hub, before the code of its section has loaded, is chosen by ${way}`, async ({ page }) => {
      await openUntouched(page, '/');
      const hub = page.getByRole('region', { name: 'Business intelligence hub' });
      const tab = hub.getByRole('tab', { name: 'Industry Benchmarks' });
      await activate(page, tab, way);
      await expect(hub.getByRole('tab', { name: 'Industry Benchmarks' })).toHaveAttribute('aria-selected', 'true');
      await expect(hub.getByRole('tabpanel', { name: 'Industry Benchmarks' })).toBeVisible();
    });

    test(`the sign-in card's Create account tab, before React has taken the card over, is chosen by ${way}`, async ({ page }) => {
      await openUntouched(page, '/auth');
      const card = page.getByRole('main');
      await activate(page, card.getByRole('tab', { name: 'Create account' }), way);
      await expect(card.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
      await expect(card.getByRole('tabpanel', { name: 'Create account' }).getByRole('textbox', { name: 'First name' })).toBeVisible();
    });

    test(`the testimonials' Next, before the code of its section has loaded, turns the carousel by ${way}`, async ({ page }) => {
      await openUntouched(page, '/');
      const carousel = page.getByRole('region', { name: 'Client testimonials' });
      await activate(page, carousel.getByRole('button', { name: 'Next slide' }), way);
      await expect(carousel.getByRole('group')).toHaveAccessibleName('2 of 3');
    });
  }
});
