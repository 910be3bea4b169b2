import { expect, test, type Page } from '@playwright/test';

import { readSingleton, siteFolder } from '../../site/buildtime/content/readContent';
import { contentModules } from '../../site/buildtime/content/registry';
import { heldRequests } from './holdRequests';
import { message, messages, uniqueEmail } from './mailbox';

/** Why Auth refused, in the site's words (site/content/site/auth-reasons.yaml). */
const authReasons = readSingleton(siteFolder, contentModules.authReasons);

/**
 * Nothing chosen or typed before the page's code runs is lost. Each test holds back every script
 * of the page (the page is its prerendered HTML alone, as on a slow connection), types and chooses
 * in it, then lets the scripts through and checks that every value is still there and that what
 * the visitor does next works with them. Where the visitor also pressed the form's button before
 * the code arrived, the press is made once it has.
 */

/** Holds every script of the site; returns the release and how many were asked for. */
async function holdScripts(page: Page) {
  return heldRequests(page, '**/assets/*.js');
}

/** Waits until React runs `main` (the page's own code has arrived and hydrated it). */
async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('the ROI calculator on the home page keeps its figures, slider and choices, and calculates with them', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/#roi-calculator', { waitUntil: 'domcontentloaded' });
  const roi = page.locator('#roi-calculator');
  await roi.getByRole('spinbutton', { name: /Number of employees/ }).fill('800');
  await roi.getByRole('spinbutton', { name: /Average yearly salary/ }).fill('42000');
  const turnover = roi.getByRole('slider', { name: /Staff turnover/ });
  await turnover.focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  const turnoverChosen = await turnover.inputValue();
  await roi.getByRole('combobox', { name: /Industry/ }).selectOption('technology');
  await roi.getByRole('combobox', { name: /Region/ }).selectOption('kenya');
  expect(scripts.count()).toBeGreaterThan(0);

  scripts.release();
  const calculate = roi.getByRole('button', { name: 'Calculate ROI' });
  await expect(calculate).toBeEnabled();
  await expect(roi.getByRole('spinbutton', { name: /Number of employees/ })).toHaveValue('800');
  await expect(roi.getByRole('spinbutton', { name: /Average yearly salary/ })).toHaveValue('42000');
  await expect(turnover).toHaveValue(turnoverChosen);
  await expect(roi.getByRole('combobox', { name: /Industry/ })).toHaveValue('technology');
  await expect(roi.getByRole('combobox', { name: /Region/ })).toHaveValue('kenya');
  await calculate.click();
  await expect(roi.getByText(/estimated for 800 employees on an average salary of \$42,000/)).toBeVisible();
  await expect(roi.getByText(/in Technology, Kenya\./)).toBeVisible();
});

test('the contact form keeps its topic, fields, country and message, and sends them', async ({ page }) => {
  const email = uniqueEmail('adjoa');
  const scripts = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Send us a message' });
  await page.getByText('Wellness, culture and psychological safety.').click();
  await form.getByRole('textbox', { name: /Full Name/ }).fill('Adjoa Mensah');
  await form.getByRole('textbox', { name: /Email Address/ }).fill(email);
  await form.getByRole('combobox', { name: 'Country' }).selectOption('Nigeria');
  await form
    .getByRole('textbox', { name: /Message/ })
    .fill('Typed while the page was still loading: we would like to talk about wellbeing.');

  scripts.release();
  await untilHydrated(page);
  await expect(page.getByRole('radio', { name: 'Fuel Wellbeing' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Adjoa Mensah');
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('Nigeria');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(notifications(page)).toContainText('Message sent successfully!');
  // The inquiry arrived with what was typed, the visitor as its reply-to address.
  await expect
    .poll(async () => {
      for (const summary of await messages()) {
        const candidate = await message(summary.ID);
        if (candidate.ReplyTo.some((entry) => entry.Address === email)) return candidate.Text;
      }
      return '';
    })
    .toContain('Typed while the page was still loading');
});

test('a sign-in sent with Enter before the page runs never puts the password in the address, and is sent once it runs', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  const signIn = page.getByRole('tabpanel', { name: 'Sign in' });
  await signIn.getByRole('textbox', { name: /Email/ }).fill('nobody.yet@example.com');
  await signIn.getByLabel(/^Password/).fill('not-a-real-password');
  await signIn.getByLabel(/^Password/).press('Enter');
  // The browser did not send the form itself (a GET with the fields in the address).
  await expect(page).toHaveURL('/auth');

  scripts.release();
  await untilHydrated(page);
  // Sent with what was typed: Auth knows no such account (an empty field would be refused before sending).
  await expect(notifications(page)).toContainText(authReasons.wrongCredentials);
  await expect(signIn.getByRole('textbox', { name: /Email/ })).toHaveValue('nobody.yet@example.com');
  expect(page.url()).not.toContain('password');
});

test('Ask Indy keeps its pillar, situation and size, and hands them to the contact form', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/ask-indy', { waitUntil: 'domcontentloaded' });
  await page.getByRole('group', { name: 'Which pillar is this about?' }).getByText('Wellbeing').click();
  await page.getByRole('textbox', { name: 'Your situation' }).fill('Typed early: burnout is rising.');
  await page.getByRole('combobox', { name: 'Company size (optional)' }).selectOption({ label: 'Growth Org' });

  scripts.release();
  await untilHydrated(page);
  await expect(page.getByRole('textbox', { name: 'Your situation' })).toHaveValue('Typed early: burnout is rising.');
  await page.getByRole('button', { name: 'Continue with our team' }).click();
  await expect(page).toHaveURL(/\/contact\?interest=wellbeing&message=/);
  await expect(page.getByRole('form', { name: 'Send us a message' }).getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Typed early: burnout is rising.\n\nCompany size: Growth Org',
  );
});

test('the insights search and category chosen early filter the library once the page runs', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/insights', { waitUntil: 'domcontentloaded' });
  const library = page.getByRole('region', { name: 'All insights' });
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /^Capability/ }) })
    .click();
  await page.getByRole('searchbox', { name: 'Search insights' }).fill('manager');

  scripts.release();
  await untilHydrated(page);
  await expect(page.getByRole('searchbox', { name: 'Search insights' })).toHaveValue('manager');
  await expect(page.getByRole('radio', { name: /^Capability/ })).toBeChecked();
  await expect(library.getByRole('status')).toHaveText('Showing 2 of 6 insights');
});

test('the footer’s newsletter box keeps the address and subscribes it, sent before the footer’s code arrived', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: /Work email/ }).fill('early.reader@example.com');
  await footer.getByRole('textbox', { name: /Work email/ }).press('Enter');
  await expect(page).toHaveURL('/about');

  scripts.release();
  await expect(footer.getByText(/We've sent a link to early\.reader@example\.com/)).toBeVisible();
  await expect(footer.getByRole('textbox', { name: /Work email/ })).toHaveValue('');
});

test('a hub tab pressed before the page runs is chosen once the home page’s lower half runs', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const hub = page.getByRole('region', { name: 'Business intelligence hub' });
  // The lower half is a part whose code comes later, inside the page, which React hydrates after
  // the frame: the press is that part's to make, not the frame's.
  await hub.getByRole('tab', { name: 'Industry Benchmarks' }).click();

  scripts.release();
  await expect(hub.getByRole('tab', { name: 'Industry Benchmarks' })).toHaveAttribute('aria-selected', 'true');
  await expect(hub.getByRole('tabpanel', { name: 'Industry Benchmarks' })).toBeVisible();
});
