import { expect, test, type Page, type Request } from '@playwright/test';
import { datedEvents } from 'virtual:events';

import { deviceItemFor, type DeviceStore } from '../../site/app/privacy/dataInventory';
import { analyticsDomain, analyticsEndpointPath } from '../analyticsSettings';
import { waitForHydration } from './hydrated';
import { main, newMember } from './members';
import { calculateRoi } from './roiForm';

// The site's cookieless measurement (site/app/analytics), as the build under test configures it:
// events go to /api/event (tests/analyticsSettings.ts). Each test reads what the browser sent by
// intercepting that address, as Plausible would receive it.

interface SentEvent {
  name: string;
  url: string;
  domain: string;
  referrer?: string;
  props?: Record<string, string>;
  interactive?: boolean;
}

/** Every event this page sends, in order, each answered as Plausible's API answers (202). */
async function interceptEvents(page: Page): Promise<SentEvent[]> {
  const sent: SentEvent[] = [];
  await page.route(`**${analyticsEndpointPath}`, async (route) => {
    sent.push(route.request().postDataJSON() as SentEvent);
    await route.fulfill({ status: 202, body: 'ok' });
  });
  return sent;
}

const named = (events: readonly SentEvent[], name: string) => events.filter((event) => event.name === name);
const goal = async (events: readonly SentEvent[], name: string) => {
  await expect.poll(() => named(events, name).length).toBe(1);
  return named(events, name)[0];
};

/** An address on the server under test, as the browser sends it. */
const address = (page: Page, path: string) => new URL(path, page.url()).href;

test.describe('page views', () => {
  test('the landing page and each client-side navigation count once each, however the link is activated', async ({ page }) => {
    const events = await interceptEvents(page);
    await page.goto('/?utm_source=newsletter&utm_campaign=december&assessment=priority:culture');
    await waitForHydration(page);
    const views = () => named(events, 'pageview');
    await expect.poll(() => views().length).toBe(1);

    // A bare click(), as assistive technology sends it; then Enter; then a mouse click.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'About', exact: true })
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/about$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).first().press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);

    // Events go in order, so once the last page's view is in, a second count of any would be too.
    await expect.poll(() => views().at(-1)?.url).toBe(address(page, '/privacy'));
    expect(views().map((view) => [view.url, view.props?.template, view.props?.locale])).toEqual([
      [address(page, '/?utm_source=newsletter&utm_campaign=december'), 'home', 'en'],
      [address(page, '/about'), 'about', 'en'],
      [address(page, '/contact'), 'contact', 'en'],
      [address(page, '/privacy'), 'privacy', 'en'],
    ]);
    expect(new Set(views().map((view) => view.domain))).toEqual(new Set([analyticsDomain]));
  });

  test('a piece’s view names its kind and category, and a French page its language', async ({ page }) => {
    const events = await interceptEvents(page);
    await page.goto('/insights/managing-gen-z');
    await waitForHydration(page);
    await expect.poll(() => named(events, 'pageview')[0]?.props).toEqual({ template: 'piece', locale: 'en', category: 'capability' });
    await page.goto('/fr/about');
    await expect.poll(() => named(events, 'pageview')[1]?.props).toEqual({ template: 'about', locale: 'fr' });
  });
});

test.describe('links and downloads', () => {
  test('a link to another site and a file download are each reported with their address, without its query', async ({ page }) => {
    const events = await interceptEvents(page);
    await page.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await page.goto('/insights');
    await waitForHydration(page);
    await expect.poll(() => named(events, 'pageview').length).toBe(1);
    const pdf = page.locator('#all-insights').getByRole('link', { name: 'Download PDF: The State of Workplace Wellbeing in Africa 2025' });
    await Promise.all([page.waitForEvent('download'), pdf.click()]);
    expect((await goal(events, 'File Download'))?.props).toMatchObject({
      url: address(page, '/downloads/state-of-workplace-wellbeing-2025.pdf'),
      template: 'insights',
    });

    await page.goto('/contact');
    await waitForHydration(page);
    // The sender hears clicks once it runs, after the page's own start-up: its page view says it does.
    await expect.poll(() => named(events, 'pageview').length).toBe(2);
    const chat = main(page).getByRole('link', { name: /Start a WhatsApp chat/ });
    const href = (await chat.getAttribute('href')) ?? '';
    await chat.evaluate((link: HTMLAnchorElement) => {
      link.target = '_self';
      link.click();
    });
    const outbound = await goal(events, 'Outbound Link: Click');
    expect(outbound?.props?.url).toBe(`${new URL(href).origin}${new URL(href).pathname}`);
  });
});

test.describe('goals', () => {
  test('ROI calculated and assessment finished carry the choices, never the figures typed', async ({ page }) => {
    const events = await interceptEvents(page);
    await page.goto('/');
    await waitForHydration(page);
    await calculateRoi(page);
    const calculated = await goal(events, 'ROI calculated');
    expect(calculated?.props).toEqual({ template: 'home', locale: 'en', industry: 'technology', region: 'kenya' });
    expect(JSON.stringify(calculated)).not.toMatch(/800|42000/);

    const assessment = page.locator('#assessment');
    await assessment.getByRole('button', { name: 'Start Free Assessment' }).click();
    for (let question = 1; question <= 3; question += 1) {
      await expect(assessment.getByText(`Question ${String(question)} of 3`)).toBeVisible();
      // Focus is on the question's heading: the first answer is the next stop.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    }
    expect((await goal(events, 'Assessment finished'))?.props).toMatchObject({
      template: 'home',
      tier: expect.stringMatching(/^(low|medium|high)$/),
    });
  });

  test('contact sent names the topic chosen, and nothing the visitor wrote', async ({ page }) => {
    const events = await interceptEvents(page);
    await page.goto('/contact');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await page.getByText('Execution systems, OKRs and analytics.').click();
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Kofi Mensah');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('kofi.analytics@example.com');
    await form.getByRole('textbox', { name: 'Company' }).fill('Savanna Foods');
    await form.getByRole('textbox', { name: 'Job Title' }).fill('COO');
    await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Other African Country' });
    await form.getByRole('textbox', { name: 'Message' }).fill('Our targets stall by mid-year.');
    await form.getByRole('button', { name: 'Send message' }).click();
    const sent = await goal(events, 'Contact sent');
    expect(sent?.props).toEqual({ template: 'contact', locale: 'en', interest: expect.any(String) as unknown });
    expect(JSON.stringify(events)).not.toMatch(/Kofi|Mensah|Savanna|COO|example\.com|targets/);
  });

  test('newsletter confirmed, from the e-mail’s link, without its token', async ({ page }) => {
    const events = await interceptEvents(page);
    await page.route('**/functions/v1/send-contact-email/newsletter/confirm', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'confirmed' }) }),
    );
    await page.goto('/newsletter?confirm=b2Hq3v9kX1mZ7pR4tY8wL0nC5sD6fG2jK3hA1qW9eRt');
    await waitForHydration(page);
    await main(page).getByRole('button', { name: 'Confirm my subscription' }).click();
    const confirmed = await goal(events, 'Newsletter confirmed');
    expect(confirmed).toMatchObject({ url: address(page, '/newsletter'), props: { template: 'newsletter', from: 'e-mail link' } });
    expect(JSON.stringify(events)).not.toContain('b2Hq3v9k');
  });

  test('a member’s sign-up, saved piece and event registration, with no address, name or token in any event', async ({ page }) => {
    test.slow();
    const events = await interceptEvents(page);
    const email = await newMember(page, 'Abena');
    expect((await goal(events, 'Sign-up'))?.props).toEqual({ template: 'auth', locale: 'en', method: 'email' });

    await page.goto('/insights/managing-gen-z');
    await waitForHydration(page);
    await main(page).getByRole('button', { name: 'Save: Managing Gen Z in Lagos, Nairobi and Accra' }).click();
    expect((await goal(events, 'Piece saved'))?.props).toEqual({
      template: 'piece',
      locale: 'en',
      category: 'capability',
      piece: 'managing-gen-z',
    });

    const upcoming = datedEvents.find((event) => Date.parse(event.startsAt) > Date.now() + 86_400_000);
    if (!upcoming) throw new Error('this test needs an event more than a day away in site/content/events');
    await page.goto('/partners');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Events and experiences' })
      .getByRole('button', { name: `Register for ${upcoming.name}, ${upcoming.dates}`, exact: true })
      .click();
    expect((await goal(events, 'Event registered'))?.props).toEqual({ template: 'partners', locale: 'en', event: upcoming.id });

    const everything = JSON.stringify(events);
    expect(everything).not.toContain(email);
    expect(everything).not.toContain('Abena');
    expect(everything).not.toMatch(/access_token|refresh_token|token_hash/);
  });
});

test.describe('what the browser keeps', () => {
  test('no cookie, and nothing stored that the cookie policy does not describe, after a member’s visit in both languages', async ({
    page,
    context,
  }) => {
    test.slow();
    await interceptEvents(page);
    await newMember(page, 'Kwame');
    await page.goto('/insights/managing-gen-z');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\//);
    await waitForHydration(page);

    expect(await context.cookies()).toEqual([]);
    const stored = await page.evaluate(async () => ({
      localStorage: Object.keys(localStorage),
      sessionStorage: Object.keys(sessionStorage),
      indexedDB: (await indexedDB.databases()).map((database) => database.name ?? ''),
      cacheStorage: await caches.keys(),
      serviceWorker: (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.active?.scriptURL ?? ''),
      cookie: document.cookie,
    }));
    expect(stored.cookie).toBe('');
    const undescribed = Object.entries(stored)
      .filter((entry): entry is [DeviceStore, string[]] => Array.isArray(entry[1]))
      .flatMap(([store, names]) => names.filter((name) => name && !deviceItemFor(store, name)).map((name) => `${store}: ${name}`));
    expect(undescribed).toEqual([]);
    // The member's session is there, and described.
    expect(stored.localStorage.some((name) => deviceItemFor('localStorage', name)?.id === 'member-session')).toBe(true);
  });
});

test.describe('when nothing may be sent', () => {
  for (const [signal, script] of [
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
    ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })],
  ] as const) {
    test(`with ${signal} on, no page view, goal or link is sent`, async ({ page }) => {
      await page.addInitScript(script);
      const requests: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === analyticsEndpointPath) requests.push(request);
      });
      await page.goto('/');
      await waitForHydration(page);
      await calculateRoi(page, { employees: '120', salary: '30000' });
      await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      // The page is hidden, as when the visitor leaves: performance would go now.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      // A goal sent by a page that measures would be on its way by now: the about page painted after it.
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      expect(requests).toEqual([]);
    });
  }
});

test.describe('web vitals', () => {
  test('the page load’s vitals go by beacon when the page is hidden, as non-interactive events with their attribution', async ({
    page,
  }) => {
    const events = await interceptEvents(page);
    const vitalsLoaded = page.waitForResponse((response) => /\/assets\/vitals-[\w-]+\.js$/.test(response.url()));
    await page.goto('/about');
    await waitForHydration(page);
    await expect.poll(() => named(events, 'pageview').length).toBe(1);
    // The library starts its five metrics in idle periods of their own, after it loads: let them pass.
    await vitalsLoaded;
    await page.evaluate(async () => {
      for (let period = 0; period < 8; period += 1) await new Promise((resolve) => requestIdleCallback(resolve));
    });
    // An interaction, so the page has an INP to report.
    await main(page).getByRole('heading', { level: 1 }).click();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => ['TTFB', 'FCP', 'LCP'].every((name) => named(events, name).length === 1)).toBe(true);
    const lcp = named(events, 'LCP')[0];
    expect(lcp).toMatchObject({ url: address(page, '/about'), interactive: false });
    expect(lcp?.props).toMatchObject({
      template: 'about',
      locale: 'en',
      rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      connection: expect.any(String),
      device: expect.stringMatching(/^(phone|tablet|desktop), (low|mid|high)-end$/),
      element: expect.any(String),
    });
    expect(Number(lcp?.props?.value)).toBeGreaterThan(0);
  });
});
