import { expect, test, type Page } from '@playwright/test';

import { readSingleton, siteFolder } from '../../site/buildtime/content/readContent';
import { contentModules } from '../../site/buildtime/content/registry';
import { readCollection } from '../../site/buildtime/pieces/readCollection';
import { waitForHydration } from './hydrated';
import { messages, uniqueEmail, waitForMessage } from './mailbox';
import { authLink, main, notifications } from './members';

/**
 * The journeys that matter, made in French on the French edition: joining IndyCircle (with its
 * e-mail in French), a contact inquiry (its acknowledgement in French), The Workroom (its
 * confirmation in French), the ROI calculator (amounts in French), the assessment (its tier in
 * French) and saving a piece. Every label is read from the French content, as a visitor reads it.
 */

const auth = readSingleton(siteFolder, contentModules.auth, 'fr');
const authLinks = readSingleton(siteFolder, contentModules.authLinks, 'fr');
const contact = readSingleton(siteFolder, contentModules.contact, 'fr');
const footer = readSingleton(siteFolder, contentModules.footer, 'fr');
const newsletter = readSingleton(siteFolder, contentModules.newsletter, 'fr');
const roi = readSingleton(siteFolder, contentModules.roi, 'fr');
const assessment = readSingleton(siteFolder, contentModules.assessment, 'fr');
const memberMenu = readSingleton(siteFolder, contentModules.memberMenu, 'fr');

/** What fr-CI writes (app/format.ts): "42 000 $", "681 %", with its own spaces. */
const dollars = (amount: number) =>
  new Intl.NumberFormat('fr-CI', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(
    amount,
  );
const percent = (points: number) => new Intl.NumberFormat('fr-CI', { style: 'percent', maximumFractionDigits: 0 }).format(points / 100);

/** Joins on /fr/auth (already open) and follows the confirmation e-mail, which is in French. */
async function joinInFrench(page: Page, email: string, firstName: string) {
  await main(page).getByRole('tab', { name: auth.tabs.signUp }).click();
  await main(page).getByRole('textbox', { name: auth.signUp.firstName, exact: true }).fill(firstName);
  await main(page).getByRole('textbox', { name: auth.signUp.lastName, exact: true }).fill('Kouassi');
  await main(page).getByRole('textbox', { name: auth.signUp.email, exact: true }).fill(email);
  await main(page)
    .getByLabel(new RegExp(`^${auth.signUp.password}`))
    .fill('une-longue-phrase-secrète');
  await main(page).getByRole('button', { name: auth.signUp.submit }).click();
  await expect(notifications(page)).toContainText(auth.messages.accountCreated);
  const confirmation = await waitForMessage(email, /Confirmez votre compte IndyCircle/);
  expect(confirmation.Text).toContain('Confirmez votre adresse e-mail');
  await page.goto(authLink(confirmation.Text));
}

test.describe('in French', () => {
  test('an HR director joins IndyCircle: the confirmation e-mail is in French and brings her back, signed in, to the French site', async ({
    page,
  }) => {
    await page.goto('/fr/auth');
    await waitForHydration(page);
    await joinInFrench(page, uniqueEmail('awa'), 'Awa');
    await expect(page).toHaveURL('/fr/circle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(notifications(page)).toContainText(authLinks.signedIn);
    const greeting = memberMenu.greeting.replace('{name}', 'Awa');
    await expect(page.getByRole('banner').getByRole('button', { name: greeting })).toBeVisible();
  });

  test('a wrong password is explained in French', async ({ page }) => {
    await page.goto('/fr/auth');
    await waitForHydration(page);
    await main(page).getByRole('textbox', { name: auth.signIn.email }).fill(uniqueEmail('personne'));
    await main(page)
      .getByRole('tabpanel', { name: auth.tabs.signIn })
      .getByLabel(new RegExp(`^${auth.signIn.password}`))
      .fill('pas-le-bon-mot-de-passe');
    await main(page).getByRole('button', { name: auth.signIn.submit, exact: true }).click();
    await expect(notifications(page)).toContainText(readSingleton(siteFolder, contentModules.authReasons, 'fr').wrongCredentials);
  });

  test('a contact inquiry is sent, and its acknowledgement reaches the visitor in French', async ({ page }) => {
    const email = uniqueEmail('mariam');
    await page.goto('/fr/contact');
    await waitForHydration(page);
    const form = main(page).getByRole('form', { name: contact.form.heading });
    await form.getByRole('textbox', { name: contact.form.labels.name }).fill('Mariam Diallo');
    await form.getByRole('textbox', { name: contact.form.labels.email }).fill(email);
    await form.getByRole('combobox', { name: contact.form.labels.country }).selectOption('Other');
    await form.getByRole('textbox', { name: contact.form.labels.message }).fill('Nous voulons former nos managers à Abidjan et à Dakar.');
    await form.getByRole('button', { name: contact.form.submit }).click();
    await expect(notifications(page)).toContainText(contact.form.sent.title);
    await expect(form.getByRole('textbox', { name: contact.form.labels.name })).toHaveValue('');

    const acknowledgement = await waitForMessage(email, /Nous avons bien reçu votre message/);
    expect(acknowledgement.Text).toContain('Merci d’avoir contacté Akoma');
  });

  test('signing up to The Workroom in the footer says so in French, and the confirmation e-mail leads to the French page', async ({
    page,
  }) => {
    const email = uniqueEmail('fatou');
    await page.goto('/fr/about');
    await waitForHydration(page);
    const box = page.getByRole('contentinfo').getByRole('form', { name: footer.newsletter.heading });
    await box.getByRole('textbox', { name: footer.newsletter.label }).fill(email);
    await box.getByRole('button', { name: footer.newsletter.button }).click();
    await expect(box.getByRole('status')).toContainText(newsletter.signUpMessages.confirmationSent.title);

    const confirmation = await waitForMessage(email, /Confirmez votre abonnement à The Workroom/);
    const confirmUrl = /https?:\/\/\S+\/newsletter\?confirm=[\w-]{43}/.exec(confirmation.Text)?.[0] ?? '';
    expect(new URL(confirmUrl).pathname).toBe('/fr/newsletter');
    // One e-mail, to her.
    expect((await messages()).filter((summary) => summary.To.some((entry) => entry.Address === email))).toHaveLength(1);
    expect(confirmation.Subject).toBe('Confirmez votre abonnement à The Workroom');
  });

  test('the ROI calculator writes its amounts and percentages in French', async ({ page }) => {
    await page.goto('/fr/');
    await waitForHydration(page);
    const section = page.locator('#roi-calculator');
    await section.getByLabel(roi.form.employeesLabel).fill('800');
    await section.getByLabel(roi.form.salaryLabel).fill('42000');
    await section.getByRole('combobox', { name: roi.form.industryLabel }).selectOption('technology');
    await section.getByRole('combobox', { name: roi.form.regionLabel }).selectOption('kenya');
    await section.getByRole('button', { name: roi.form.calculate }).click();
    await expect(section.getByRole('heading', { name: roi.estimate.resultsHeading })).toBeVisible();
    const status = section.getByRole('status');
    await expect(status).toContainText(dollars(42_000));
    await expect(status).toContainText(roi.regions.kenya);
    const breakdown = section.getByRole('table', { name: roi.estimate.breakdown.caption });
    // 800 employees on $42,000 with 1,200 a head over 8 months in Kenya (x 0.8): 768,000 invested.
    await expect(breakdown.getByRole('row', { name: new RegExp(`^${roi.estimate.breakdown.programInvestment.name}`) })).toContainText(
      dollars(768_000),
    );
    await expect(section).not.toContainText(/\$\d/);
  });

  test('the assessment gives its score and tier in French', async ({ page }) => {
    await page.goto('/fr/');
    await waitForHydration(page);
    const section = page.locator('#assessment');
    await section.getByRole('button', { name: assessment.start.button }).click();
    // Choosing an answer moves on to the next question.
    const answer = async (option: string) => {
      await section.getByRole('button', { name: option }).click();
    };
    // Culture (4), average engagement (3), established (4): 11 of 15 is 73, above 70.
    await answer(assessment.questions.priority.options.culture);
    await answer(assessment.questions.engagement.options.average);
    await answer(assessment.questions.stage.options.established);
    await expect(section.getByRole('heading', { name: assessment.results.heading })).toBeFocused();
    await expect(section.getByText(`${percent(73)} ${assessment.results.scoreLabel}`)).toBeVisible();
    await expect(section.getByRole('heading', { level: 4, name: assessment.tiers.high.title })).toBeVisible();
  });

  test('a member saves a French piece, and finds it in French in IndyCircle', async ({ page }) => {
    const piece = readCollection(siteFolder, 'fr').find((candidate) => candidate.slug === 'zestpay-first-time-managers');
    if (!piece) throw new Error('the ZestPay piece is translated');
    await page.goto('/fr/auth');
    await waitForHydration(page);
    await joinInFrench(page, uniqueEmail('kofi'), 'Kofi');
    // The link signs him in once the page has taken its session out of the address.
    const greeting = readSingleton(siteFolder, contentModules.memberMenu, 'fr').greeting.replace('{name}', 'Kofi');
    await expect(page.getByRole('banner').getByRole('button', { name: greeting })).toBeVisible();
    await page.goto(`/fr${piece.path}`);
    await waitForHydration(page);
    // Signed in on this page too, before Save is pressed (a visitor's press invites them to join).
    await expect(page.getByRole('banner').getByRole('button', { name: greeting })).toBeVisible();
    // The design system's French name for it (frenchMessages): "Enregistrer : <title>".
    const save = main(page).getByRole('button', { name: `Enregistrer\u00a0: ${piece.title}` });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/fr/circle');
    await waitForHydration(page);
    await expect(main(page).getByRole('link', { name: piece.title })).toHaveAttribute('href', `/fr${piece.path}`);
  });
});
