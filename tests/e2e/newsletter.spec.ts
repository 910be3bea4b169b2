import { expect, test, type Page, type Route } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './hydrated';
import { messages, uniqueEmail, waitForMessage } from './mailbox';

/** Every route of the send-contact-email function: the sign-up, and the two links. */
const functionUrl = '**/functions/v1/send-contact-email/**';
/** The shape of the tokens in the e-mailed links: URL-safe, 43 characters. */
const sampleToken = 'b2Hq3v9kX1mZ7pR4tY8wL0nC5sD6fG2jK3hA1qW9eRt';

const footer = (page: Page) => page.getByRole('contentinfo');
const footerEmail = (page: Page) => footer(page).getByRole('textbox', { name: 'Work email' });
const footerNotice = (page: Page) => footer(page).getByRole('form', { name: 'The Workroom newsletter' }).getByRole('status');
const main = (page: Page) => page.getByRole('main');

async function signUpInFooter(page: Page, email: string) {
  await footerEmail(page).fill(email);
  await footer(page).getByRole('button', { name: 'Subscribe' }).click();
}

/** Answers the function's POSTs with `status` and a JSON body (preflights go through); returns each POST's route and body. */
async function answerFunction(page: Page, status: number, body: unknown, headers: Record<string, string> = {}) {
  const requests: { route: string; body: unknown }[] = [];
  await page.route(functionUrl, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const { pathname } = new URL(route.request().url());
    requests.push({ route: pathname.replace(/^.*\/functions\/v1\/send-contact-email/, ''), body: route.request().postDataJSON() });
    return route.fulfill({ status, headers, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return requests;
}

async function openNewsletter(page: Page, query = '') {
  await page.goto(`/newsletter${query}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'The Workroom newsletter' })).toBeVisible();
}

/** Every e-mail in the local mailbox addressed to `email`. */
const mailTo = async (email: string) => (await messages()).filter((summary) => summary.To.some((entry) => entry.Address === email));

test.describe('the footer newsletter box', () => {
  test('says what happened for each answer: a link sent, one already on its way, already subscribed', async ({ page }) => {
    await page.goto('/');
    const cases = [
      [
        'confirmation_pending',
        'Your link is already on its way. We sent a confirmation link to',
        'Look in your inbox, and your spam folder',
      ],
      ['already_subscribed', "You're already subscribed.", 'already receives The Workroom'],
      ['confirmation_sent', 'Check your inbox.', 'Open it to confirm your subscription.'],
    ] as const;
    for (const [status, title, detail] of cases) {
      await page.unroute(functionUrl);
      const sent = await answerFunction(page, 200, { status });
      await signUpInFooter(page, 'ngozi@lagosbank.example');
      await expect(footerNotice(page)).toContainText(title);
      await expect(footerNotice(page)).toContainText('ngozi@lagosbank.example');
      await expect(footerNotice(page)).toContainText(detail);
      await expect(footerEmail(page)).toHaveValue('');
      expect(sent).toEqual([
        { route: '/newsletter', body: { email: 'ngozi@lagosbank.example', clientRequestId: expect.any(String), language: 'en' } },
      ]);
    }
  });

  test('an address the server refuses gets its message on the field, with focus, and is kept', async ({ page }) => {
    await answerFunction(page, 400, {
      error: 'invalid_request',
      message: 'Some fields need attention.',
      fields: { email: 'This address cannot receive e-mail.' },
    });
    await page.goto('/');
    await signUpInFooter(page, 'kofi@savanna.example');
    await expect(footerEmail(page)).toBeFocused();
    await expect(footerEmail(page)).toHaveAccessibleDescription('This address cannot receive e-mail.');
    await expect(footerEmail(page)).toHaveValue('kofi@savanna.example');
  });

  test('after too many sign-ups it says when to try again, and keeps the address', async ({ page }) => {
    await answerFunction(page, 429, { error: 'rate_limited', message: 'Too many.', retryAfterSeconds: 300 }, { 'Retry-After': '300' });
    await page.goto('/');
    await signUpInFooter(page, 'amara@zestpay.example');
    await expect(footerNotice(page)).toHaveText(
      'Too many sign-ups from this address just now. Please try again in about 5 minutes; your address is still in the box.',
    );
    await expect(footerEmail(page)).toHaveValue('amara@zestpay.example');
  });

  test('when the service fails it says so, and keeps the address', async ({ page }) => {
    await answerFunction(page, 502, { error: 'mail_failed', message: 'The message could not be sent.' });
    await page.goto('/');
    await signUpInFooter(page, 'amara@zestpay.example');
    await expect(footerNotice(page)).toContainText("We couldn't sign you up just now.");
    await expect(footerEmail(page)).toHaveValue('amara@zestpay.example');
  });
});

test.describe('/newsletter', () => {
  test('explains The Workroom and how signing up works, with its own sign-up form', async ({ page }) => {
    await openNewsletter(page);
    await expect(main(page).getByRole('heading', { level: 2, name: 'What to expect' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 3, name: 'In each issue' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 3, name: 'How signing up works' })).toBeVisible();
    const signUp = main(page).getByRole('form', { name: 'Sign up to The Workroom' });
    await expect(signUp.getByRole('textbox', { name: 'Work email' })).toBeVisible();
    // Without a link from an e-mail there is nothing to confirm or unsubscribe.
    await expect(page.getByRole('button', { name: /Confirm my subscription|Unsubscribe/ })).toHaveCount(0);
  });

  test('is linked from the newsletter section of Insights', async ({ page }) => {
    await page.goto('/insights/newsletter');
    await main(page).getByRole('link', { name: 'What each issue brings, and how signing up works' }).click();
    await expect(page).toHaveURL('/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'The Workroom newsletter' })).toBeVisible();
  });

  test('a link from an e-mail does nothing until its button is pressed, and supabase-js waits for the press', async ({ page }) => {
    const supabaseScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text().catch(() => '')).includes('GoTrueClient')) supabaseScripts.push(response.url());
    });
    const sent = await answerFunction(page, 200, { status: 'confirmed' });
    await openNewsletter(page, `?confirm=${sampleToken}`);
    const confirm = main(page).getByRole('button', { name: 'Confirm my subscription' });
    await expect(main(page).getByRole('heading', { level: 2, name: 'Confirm your subscription' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
    expect(supabaseScripts).toEqual([]);

    await confirm.press('Enter');
    const outcome = main(page).getByRole('heading', { level: 2, name: "You're subscribed" });
    await expect(outcome).toBeVisible();
    await expect(outcome.locator('[tabindex="-1"]')).toBeFocused();
    await expect(main(page)).toContainText('The next issue of The Workroom will reach your inbox');
    expect(sent).toEqual([{ route: '/newsletter/confirm', body: { token: sampleToken } }]);
    expect(supabaseScripts.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(`/newsletter?confirm=${sampleToken}`);
  });

  test('an unsubscribe link asks for a press, then says it is done', async ({ page }) => {
    const sent = await answerFunction(page, 200, { status: 'unsubscribed' });
    await openNewsletter(page, `?unsubscribe=${sampleToken}`);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Unsubscribe from The Workroom' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Unsubscribe' }).click();
    const outcome = main(page).getByRole('heading', { level: 2, name: "You're unsubscribed" });
    await expect(outcome.locator('[tabindex="-1"]')).toBeFocused();
    expect(sent).toEqual([{ route: '/newsletter/unsubscribe', body: { token: sampleToken } }]);
  });

  test('a link that no longer works says so, with focus on it, and "Sign up again" leads to the form', async ({ page }) => {
    await answerFunction(page, 404, { error: 'invalid_token', message: 'This confirmation link has expired or is not valid.' });
    await openNewsletter(page, `?confirm=${sampleToken}`);
    await main(page).getByRole('button', { name: 'Confirm my subscription' }).click();
    const outcome = main(page).getByRole('heading', { level: 2, name: "This link doesn't work any more" });
    await expect(outcome.locator('[tabindex="-1"]')).toBeFocused();
    await expect(main(page)).toContainText('Sign up again and we will send you a fresh one.');
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('link', { name: 'Sign up again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Sign up to The Workroom' }).locator('[tabindex="-1"]')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      main(page).getByRole('form', { name: 'Sign up to The Workroom' }).getByRole('textbox', { name: 'Work email' }),
    ).toBeFocused();
  });

  test('when the service fails, the button stays to try again', async ({ page }) => {
    await answerFunction(page, 503, { error: 'unavailable' });
    await openNewsletter(page, `?confirm=${sampleToken}`);
    const confirm = main(page).getByRole('button', { name: 'Confirm my subscription' });
    await confirm.click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Something went wrong' })).toContainText(
      "We couldn't reach the newsletter service. Please press the button again in a moment.",
    );
    await expect(confirm).toBeEnabled();
  });

  test('each state of a link passes axe and reflows at 320 px', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 640 });
    await answerFunction(page, 404, { error: 'invalid_token', message: 'Unknown.' });
    await openNewsletter(page, `?confirm=${sampleToken}`);
    const check = async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    };
    await check();
    await main(page).getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(main(page).getByRole('heading', { name: "This link doesn't work any more" })).toBeVisible();
    await check();
    await page.unroute(functionUrl);
    await answerFunction(page, 200, { status: 'unsubscribed' });
    await openNewsletter(page, `?unsubscribe=${sampleToken}`);
    await main(page).getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(main(page).getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
    await check();
  });
});

test.describe('The Workroom, against the local backend', () => {
  test('sign up in the footer, confirm from the e-mail, sign up again without a second e-mail, then unsubscribe from its link', async ({
    page,
  }) => {
    const email = uniqueEmail('reader');
    await page.goto('/');
    await signUpInFooter(page, email);
    await expect(footerNotice(page)).toContainText(`Check your inbox. We've sent a link to ${email}.`);
    await expect(footerEmail(page)).toHaveValue('');

    const confirmation = await waitForMessage(email, /Confirm your subscription to The Workroom/);
    const confirmUrl = /https?:\/\/\S+\/newsletter\?confirm=[\w-]{43}/.exec(confirmation.Text)?.[0];
    const unsubscribeUrl = /https?:\/\/\S+\/newsletter\?unsubscribe=[\w-]{43}/.exec(confirmation.Text)?.[0];
    expect(confirmUrl, 'the e-mail has a confirm link').toBeDefined();
    expect(unsubscribeUrl, 'the e-mail has an unsubscribe link').toBeDefined();

    await page.goto(confirmUrl ?? '');
    await waitForHydration(page);
    await main(page).getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: "You're subscribed" }).locator('[tabindex="-1"]')).toBeFocused();

    // Signing up again: already subscribed, and nothing more in the inbox.
    await signUpInFooter(page, email);
    await expect(footerNotice(page)).toContainText(`You're already subscribed. ${email} already receives The Workroom.`);
    await page.waitForTimeout(500);
    expect(await mailTo(email)).toHaveLength(1);

    await page.goto(unsubscribeUrl ?? '');
    await waitForHydration(page);
    await main(page).getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: "You're unsubscribed" }).locator('[tabindex="-1"]')).toBeFocused();

    // Unsubscribed, the address may sign up afresh: a new confirmation link is sent.
    await signUpInFooter(page, email);
    await expect(footerNotice(page)).toContainText('Check your inbox.');
    await expect.poll(async () => (await mailTo(email)).length).toBe(2);
  });

  test('opening the confirmation link without pressing the button confirms nothing', async ({ page }) => {
    const email = uniqueEmail('scanned');
    await page.goto('/');
    await signUpInFooter(page, email);
    const confirmation = await waitForMessage(email, /Confirm your subscription to The Workroom/);
    const confirmUrl = /https?:\/\/\S+\/newsletter\?confirm=[\w-]{43}/.exec(confirmation.Text)?.[0] ?? '';

    // What a mail scanner does: open the link, run the page, press nothing.
    await page.goto(confirmUrl);
    await waitForHydration(page);
    await expect(main(page).getByRole('button', { name: 'Confirm my subscription' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await signUpInFooter(page, email);
    await expect(footerNotice(page)).toContainText(`Your link is already on its way. We sent a confirmation link to ${email} earlier.`);
    await page.waitForTimeout(500);
    expect(await mailTo(email)).toHaveLength(1);
  });

  test('a link with a token the server does not know says it no longer works', async ({ page }) => {
    await openNewsletter(page, `?unsubscribe=${sampleToken}`);
    await main(page).getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      main(page).getByRole('heading', { level: 2, name: "This link doesn't work any more" }).locator('[tabindex="-1"]'),
    ).toBeFocused();
  });
});
