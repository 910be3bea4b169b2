import { expect, test, type Locator, type Page } from '@playwright/test';

import { calculateRoi, type RoiInputs } from '../../site/app/tools/calculateRoi';
import { localAnonKey } from '../../site/app/supabase/localBackend';
import { backendPort } from '../playwright.config';
import { wcagAxe } from './axe';
import { heldRequests } from './holdRequests';
import { waitForHydration } from './hydrated';
import { uniqueEmail } from './mailbox';
import { accessToken, joinAndConfirm, newMember, notifications } from './members';

// ROI estimates: a link that reopens one (anyone), a clean printed copy (anyone), and saving one
// to IndyCircle and finding it on /circle (members; a visitor's Save survives signing up).

const wide = { width: 1280, height: 900 };
const rest = `http://127.0.0.1:${String(backendPort)}/rest/v1`;

/** The estimate the tests enter: worked by hand in home-tools.spec.ts (ROI 681%, payback 2 months). */
const estimate: RoiInputs = {
  employees: 800,
  averageSalary: 42000,
  currentTurnover: 28,
  engagementScore: 50,
  industry: 'technology',
  region: 'kenya',
};
const estimatePath = '/?emp=800&sal=42000&turn=28&eng=50&ind=technology&reg=kenya#roi-calculator';
const estimateSummary =
  '681% return on investment, paying back in 2 months: estimated for 800 employees on an average salary of $42,000, with 28% turnover and an engagement score of 50, in Technology, Kenya.';
const defaultName = /^800 people, Technology, Kenya — \d{1,2} [A-Z][a-z]+ \d{4}$/;

const roiSection = (page: Page) => page.locator('#roi-calculator');
const estimatesSection = (page: Page) => page.getByRole('region', { name: 'Your ROI estimates' });
const breakdownRows = (roi: Locator) => roi.getByRole('table', { name: 'How the estimate adds up' }).getByRole('row');

/** Enters the test's estimate with the keyboard and mouse, as a visitor would, and calculates it. */
async function enterEstimate(page: Page) {
  const roi = roiSection(page);
  await roi.getByLabel('Number of employees').fill('800');
  await roi.getByLabel('Average yearly salary (US$)').fill('42000');
  await roi.getByRole('slider', { name: 'Staff turnover per year' }).focus();
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowRight');
  await roi.getByRole('slider', { name: 'Employee engagement score' }).focus();
  for (let step = 0; step < 2; step += 1) await page.keyboard.press('ArrowLeft');
  await roi.getByRole('combobox', { name: 'Industry' }).selectOption('technology');
  await roi.getByRole('combobox', { name: 'Region' }).selectOption('kenya');
  await roi.getByRole('button', { name: 'Calculate ROI' }).click();
  await expect(roi.getByRole('status')).toHaveText(estimateSummary);
  // The figures and their breakdown follow the summary, in the render after it.
  await expect(breakdownRows(roi)).toHaveCount(7);
}

async function openCalculator(page: Page, path = '/#roi-calculator') {
  await page.goto(path);
  await waitForHydration(page);
}

test.use({ viewport: wide });

test.describe('ROI estimates: share by link', () => {
  test('Copy link gives a link that opens the calculator, filled in, with the same result, in another browser', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCalculator(page);
    await enterEstimate(page);
    const rows = await breakdownRows(roiSection(page)).allTextContents();

    await roiSection(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(notifications(page)).toContainText('Link copied. Anyone who opens it sees this estimate.');
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(`${link.pathname}${link.search}${link.hash}`).toBe(estimatePath);

    const other = await browser.newContext({ viewport: wide });
    const visitor = await other.newPage();
    await visitor.goto(link.href);
    await waitForHydration(visitor);
    const shared = roiSection(visitor);
    await expect(shared.getByRole('heading', { name: 'Your estimated return' })).toBeVisible();
    await expect(shared.getByRole('status')).toHaveText(estimateSummary);
    await expect(breakdownRows(shared)).toHaveText(rows);
    await expect(shared.getByLabel('Number of employees')).toHaveValue('800');
    await expect(shared.getByLabel('Average yearly salary (US$)')).toHaveValue('42000');
    await expect(shared.getByRole('slider', { name: 'Staff turnover per year' })).toHaveAttribute('aria-valuetext', '28%');
    await expect(shared.getByRole('slider', { name: 'Employee engagement score' })).toHaveAttribute('aria-valuetext', '50 / 100');
    await expect(shared.getByRole('combobox', { name: 'Industry' })).toHaveValue('technology');
    await expect(shared.getByRole('combobox', { name: 'Region' })).toHaveValue('kenya');
    await other.close();
  });

  test('the prerendered page is the plain calculator; the link is applied once the page runs', async ({ request }) => {
    const html = await (await request.get(estimatePath.replace(/#.*/, ''))).text();
    expect(html).toContain('Ready to Calculate');
    expect(html).not.toContain('Your estimated return');
  });

  test('a tampered link is read field by field: what breaks a rule keeps its starting value, and nothing crashes', async ({ page }) => {
    // Employees not a number, engagement off the slider's steps: both keep their starting values.
    await openCalculator(page, '/?emp=8e2&sal=42000&turn=28&eng=52&ind=technology&reg=kenya#roi-calculator');
    const roi = roiSection(page);
    await expect(roi.getByRole('status')).toContainText(
      'estimated for 500 employees on an average salary of $42,000, with 28% turnover and an engagement score of 60, in Technology, Kenya.',
    );
    await expect(roi.getByLabel('Number of employees')).toHaveValue('500');

    // An unknown region: the rest is filled in, and the calculator says what is missing.
    await openCalculator(page, '/?emp=120&turn=99&ind=technology&reg=%3Cscript%3E#roi-calculator');
    await expect(roi.getByRole('heading', { name: 'Ready to Calculate' })).toBeVisible();
    await expect(roi.getByLabel('Number of employees')).toHaveValue('120');
    await expect(roi.getByRole('slider', { name: 'Staff turnover per year' })).toHaveAttribute('aria-valuetext', '20%');
    await expect(roi.getByRole('combobox', { name: 'Industry' })).toHaveValue('technology');
    await expect(roi.getByRole('combobox', { name: 'Region' })).toHaveValue('');
    await expect(roi.getByRole('button', { name: 'Calculate ROI' })).toHaveAccessibleDescription('Choose a region to calculate your ROI.');
  });

  test('when the browser refuses the clipboard, the link shows in a read-only field, focused and selected', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) },
      });
    });
    await openCalculator(page);
    await enterEstimate(page);
    await roiSection(page).getByRole('button', { name: 'Copy link' }).click();
    const field = roiSection(page).getByRole('textbox', { name: 'Link to this estimate' });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('readonly', '');
    const link = await field.inputValue();
    expect(link.endsWith(estimatePath)).toBe(true);
    expect(await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0))).toBe(
      link,
    );
    await expect(notifications(page)).not.toContainText('Link copied');
  });

  test('the installed app’s shortcut still opens the calculator', async ({ page }) => {
    await page.goto('/tools/roi-calculator');
    await expect(page).toHaveURL('/#roi-calculator');
    await expect(roiSection(page).getByRole('heading', { name: 'Ready to Calculate' })).toBeVisible();
  });
});

test.describe('ROI estimates: print', () => {
  test('Print leaves only the estimate on the page, black on white, on one page; afterwards the page prints whole again', async ({
    page,
  }) => {
    // The print dialog itself cannot be driven; count the calls and print through the PDF engine.
    await page.addInitScript(() => {
      const counter = window as unknown as { printCalls: number };
      counter.printCalls = 0;
      window.print = () => {
        counter.printCalls += 1;
      };
    });
    await openCalculator(page);
    await enterEstimate(page);
    await roiSection(page).getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    const printed = roiSection(page);
    await expect(printed.getByRole('heading', { name: 'Akoma ROI estimate' })).toBeVisible();
    await expect(printed.getByText(/^Prepared on \d{1,2} [A-Z][a-z]+ \d{4} with the ROI calculator at 127\.0\.0\.1:\d+\.$/)).toBeVisible();
    await expect(printed.getByRole('heading', { name: 'What the estimate is based on' })).toBeVisible();
    await expect(printed.getByRole('term')).toHaveText([
      'Number of employees',
      'Average yearly salary (US$)',
      'Staff turnover per year',
      'Employee engagement score',
      'Industry',
      'Region',
    ]);
    await expect(printed.getByRole('definition')).toHaveText(['800', '$42,000', '28%', '50 / 100', 'Technology', 'Kenya']);
    await expect(printed.getByRole('heading', { name: 'Your estimated return' })).toBeVisible();
    await expect(printed.getByRole('table', { name: 'How the estimate adds up' })).toBeVisible();
    await expect(printed.getByText('An estimate from regional industry benchmarks, not a quote.', { exact: false })).toBeVisible();
    await expect(printed.getByText(new RegExp(`${estimatePath.replace(/[?]/g, '\\?')}$`))).toBeVisible();
    await expect(printed.getByText('681%', { exact: true })).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    // Nothing else: no header, footer, other sections, form or buttons.
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'What could transformation return for you?' })).toBeHidden();
    await expect(page.locator('#assessment')).toBeHidden();
    await expect(page.locator('#content-library')).toBeHidden();
    await expect(printed.getByLabel('Number of employees')).toBeHidden();
    for (const name of ['Copy link', 'Print', 'Save to IndyCircle', 'Discuss these figures with us', 'Calculate ROI']) {
      const control = printed
        .getByRole('button', { name, exact: true, includeHidden: true })
        .or(printed.getByRole('link', { name, exact: true, includeHidden: true }));
      await expect(control).toHaveCount(1);
      await expect(control).toBeHidden();
    }

    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)).toHaveLength(1);

    // After printing, Ctrl+P prints the whole page as before.
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What could transformation return for you?' })).toBeVisible();
    await expect(printed.getByRole('heading', { name: 'Akoma ROI estimate' })).toBeHidden();
  });
});

test.describe('ROI estimates: IndyCircle', () => {
  test('a member saves an estimate under a name of their own, finds it on /circle, reopens it with the same result, renames and deletes it', async ({
    page,
  }) => {
    await newMember(page, 'Wanjiru');
    await openCalculator(page);
    await enterEstimate(page);
    const roi = roiSection(page);
    const name = roi.getByRole('textbox', { name: 'Name for this estimate' });
    await expect(name).toHaveValue(defaultName);
    await name.fill('Nairobi hub');
    const save = roi.getByRole('button', { name: 'Save to IndyCircle' });
    await save.click();
    await expect(notifications(page)).toContainText('“Nairobi hub” is saved in IndyCircle.');
    await expect(save).toBeDisabled();
    await expect(roi.getByText('Saved in IndyCircle as “Nairobi hub”.')).toBeVisible();

    await notifications(page).getByRole('button', { name: 'Open IndyCircle' }).click();
    await expect(page).toHaveURL('/circle');
    const estimates = estimatesSection(page);
    await expect(estimates.getByText('1 saved estimate', { exact: true })).toBeVisible();
    const card = estimates.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Nairobi hub' }) });
    await expect(card).toContainText(
      '800 employees on an average salary of $42,000, 28% turnover, engagement 50 / 100, in Technology, Kenya.',
    );
    await expect(card.getByText('681% return on investment')).toBeVisible();
    await expect(card.getByText('2 months to pay back the investment')).toBeVisible();
    await expect(card.getByText('$5,229,600 net benefit')).toBeVisible();

    await card.getByRole('link', { name: 'Open in calculator: Nairobi hub' }).click();
    await expect(page).toHaveURL(estimatePath);
    await expect(roiSection(page).getByRole('status')).toHaveText(estimateSummary);
    await page.goBack();
    await expect(page).toHaveURL('/circle');

    // Rename, from the keyboard: a blank name is refused with a message and nothing else changes.
    await estimates.getByRole('button', { name: 'Rename: Nairobi hub' }).click();
    const field = estimates.getByRole('textbox', { name: 'Name' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('Nairobi hub');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.press('Enter');
    await expect(field).toHaveAccessibleDescription(/Give the estimate a name\./);
    await expect(field).toBeFocused();
    await page.keyboard.type('Nairobi office, 2027 plan');
    await page.keyboard.press('Enter');
    const renamed = estimates.getByRole('heading', { name: 'Nairobi office, 2027 plan' });
    await expect(renamed).toBeVisible();
    await expect(estimates.getByRole('button', { name: 'Rename: Nairobi office, 2027 plan' })).toBeFocused();
    // Escape leaves the name as it was.
    await page.keyboard.press('Enter');
    await page.keyboard.type(' (draft)');
    await page.keyboard.press('Escape');
    await expect(renamed).toBeVisible();
    await expect(estimates.getByRole('button', { name: 'Rename: Nairobi office, 2027 plan' })).toBeFocused();
    await page.reload();
    await expect(renamed).toBeVisible();

    // Delete asks first; Cancel keeps it.
    const remove = estimates.getByRole('button', { name: 'Delete: Nairobi office, 2027 plan' });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete “Nairobi office, 2027 plan”?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete estimate' }).click();
    await expect(notifications(page)).toContainText('“Nairobi office, 2027 plan” is deleted.');
    await expect(estimates.getByRole('heading', { name: 'No estimates saved yet' })).toBeVisible();
    const calculatorLink = estimates.getByRole('link', { name: 'Open the ROI calculator' });
    await expect(calculatorLink).toBeFocused();
    await expect(calculatorLink).toHaveAttribute('href', '/#roi-calculator');
    await page.reload();
    await expect(estimates.getByRole('heading', { name: 'No estimates saved yet' })).toBeVisible();
  });

  test('a rename made just before the member reloads is kept: the page sends it on after it has gone', async ({ page, request }) => {
    await newMember(page, 'Amara');
    const headers = { apikey: localAnonKey, Authorization: `Bearer ${await accessToken(page)}` };
    const saved = await request.post(`${rest}/roi_estimates`, {
      headers,
      data: { name: 'Lagos team', inputs: estimate, results: calculateRoi(estimate) },
    });
    expect(saved.status()).toBe(201);
    await page.goto('/circle');
    await waitForHydration(page);
    const estimates = estimatesSection(page);
    await estimates.getByRole('button', { name: 'Rename: Lagos team' }).click();
    // The rename is held on its way to the database until the page has been reloaded.
    const renames = await heldRequests(page, `${rest}/roi_estimates*`, { method: 'PATCH' });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Lagos office');
    await page.keyboard.press('Enter');
    await expect(estimates.getByRole('heading', { name: 'Lagos office' })).toBeVisible();
    await expect.poll(() => renames.count()).toBe(1);
    await page.reload();
    await waitForHydration(page);
    renames.release();
    await expect
      .poll(async () => (await (await request.get(`${rest}/roi_estimates?select=name`, { headers })).json()) as unknown)
      .toEqual([{ name: 'Lagos office' }]);
    await page.reload();
    await expect(estimates.getByRole('heading', { name: 'Lagos office' })).toBeVisible();
  });

  test('a visitor presses Save, joins, confirms by e-mail and comes back to the estimate, saved', async ({ page }) => {
    await openCalculator(page);
    await enterEstimate(page);
    const roi = roiSection(page);
    await expect(roi.getByRole('textbox', { name: 'Name for this estimate' })).toHaveCount(0);
    await roi.getByRole('button', { name: 'Save to IndyCircle' }).click();
    const invitation = roi.getByRole('status').filter({ hasText: 'Keep it in IndyCircle, free:' });
    await invitation.getByRole('link', { name: 'sign in or create an account' }).click();
    await expect(page).toHaveURL(/\/auth\?next=/);
    await waitForHydration(page);

    await joinAndConfirm(page, uniqueEmail('adaeze'), 'Adaeze');
    await waitForHydration(page);
    await expect(notifications(page)).toContainText(/“800 people, Technology, Kenya — .+” is saved in IndyCircle\./);
    // The save flag (and the session's fragment) leave the address, so a reload saves nothing again.
    await expect(page).toHaveURL(estimatePath.replace(/#.*/, ''));
    await expect(roi.getByRole('status')).toHaveText(estimateSummary);
    await expect(roi.getByRole('button', { name: 'Save to IndyCircle' })).toBeDisabled();

    await page.reload();
    await page.goto('/circle');
    const estimates = estimatesSection(page);
    await expect(estimates.getByText('1 saved estimate', { exact: true })).toBeVisible();
    await expect(estimates.getByRole('heading', { level: 3 })).toHaveText([defaultName]);
  });

  test('the estimates section is axe-clean at 320, 768 and 1280 px, listing, renaming and asking before a delete', async ({
    page,
    request,
  }) => {
    // Six axe runs, each of the section and of the dialog, at three widths.
    test.slow();
    await newMember(page, 'Kwame');
    const saved = await request.post(`${rest}/roi_estimates`, {
      headers: { apikey: localAnonKey, Authorization: `Bearer ${await accessToken(page)}` },
      data: { name: 'Accra team', inputs: estimate, results: calculateRoi(estimate) },
    });
    expect(saved.status()).toBe(201);
    const section = '#estimates';
    const axe = async (include: string) => {
      const { violations } = await wcagAxe(page).include(include).analyze();
      expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/circle');
      await waitForHydration(page);
      const estimates = estimatesSection(page);
      await expect(estimates.getByRole('heading', { name: 'Accra team' })).toBeVisible();
      await axe(section);
      await estimates.getByRole('button', { name: 'Rename: Accra team' }).click();
      await expect(estimates.getByRole('textbox', { name: 'Name' })).toBeFocused();
      await axe(section);
      await page.keyboard.press('Escape');
      await estimates.getByRole('button', { name: 'Delete: Accra team' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete “Accra team”?' })).toBeVisible();
      await axe('[role="alertdialog"]');
      await page.keyboard.press('Escape');
    }
  });
});
