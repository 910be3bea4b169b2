import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './hydrated';
import { uniqueEmail } from './mailbox';
import { joinAndConfirm, notifications } from './members';

// Saving readiness assessments to IndyCircle, their history and chart on /circle, and the
// recommendations worked out from them, through the local backend and its mailbox.

const assessment = (page: Page) => page.locator('#assessment');
const history = (page: Page) => page.getByRole('region', { name: 'Your assessment history' });
const recommendations = (page: Page) => page.getByRole('region', { name: 'Recommended for you' });

/** Opens the home page and answers the assessment with these options' labels, one per question. */
async function takeAssessment(page: Page, answers: readonly [RegExp, RegExp, RegExp]) {
  const section = assessment(page);
  const start = section.getByRole('button', { name: 'Start Free Assessment' });
  if (!(await start.isVisible())) await section.getByRole('button', { name: 'Retake Assessment' }).click();
  await start.click();
  for (const answer of answers) await section.getByRole('button', { name: answer }).click();
  await expect(section.getByRole('heading', { name: 'Your readiness results' })).toBeFocused();
}

/** Culture (4), excellent (1), growing (3): 8 of 15 is 53, Growth Accelerator; areas 80, 20, 60. */
const first = [/^Building a healthy, engaged culture/, /^Excellent/, /^Growing/] as const;
/** Leadership (3), poor (4), enterprise (5): 12 of 15 is 80, Transformation Champion; areas 60, 80, 100. */
const second = [/^Developing leaders/, /^Poor/, /^Enterprise/] as const;

test.describe('IndyCircle: assessment history and recommendations', () => {
  test('a member saves two assessments, follows them on a chart and a table, sees recommendations for the weakest area, and deletes one', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/auth');
    await waitForHydration(page);
    await joinAndConfirm(page, uniqueEmail('chiamaka'), 'Chiamaka');
    await expect(page.getByRole('banner').getByText('Hi, Chiamaka')).toBeVisible();

    await page.goto('/');
    await waitForHydration(page);
    await takeAssessment(page, first);
    await expect(assessment(page).getByText('53% readiness score')).toBeVisible();
    await assessment(page).getByRole('button', { name: 'Save to IndyCircle' }).click();
    await expect(notifications(page)).toContainText('Your readiness result is saved in IndyCircle.');
    // The button gives way to a link to the progress, which takes focus.
    await expect(assessment(page).getByRole('link', { name: 'See your progress over time' })).toBeFocused();

    await takeAssessment(page, second);
    await expect(assessment(page).getByText('80% readiness score')).toBeVisible();
    // By keyboard this time.
    await assessment(page).getByRole('button', { name: 'Save to IndyCircle' }).focus();
    await page.keyboard.press('Enter');
    await expect(assessment(page).getByText('Saved in IndyCircle.')).toBeVisible();
    await expect(assessment(page).getByRole('link', { name: 'See your progress over time' })).toBeFocused();

    await page.goto('/circle');
    await waitForHydration(page);
    const chart = history(page).getByRole('img', { name: /^Readiness score over time: 53 on .+ to 80 on .+, up 27 over 2 results$/ });
    await expect(chart).toBeVisible();
    const table = history(page).getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText(/53.*Growth Accelerator/);
    await expect(table.getByRole('row').nth(2)).toContainText(/80.*Transformation Champion/);
    // Each result, newest first, with its weakest area.
    const results = history(page).getByRole('listitem');
    await expect(results).toHaveCount(2);
    await expect(results.nth(0)).toContainText('Score 80/100 · Transformation Champion');
    await expect(results.nth(0)).toContainText('Weakest area: People focus (60/100)');
    await expect(results.nth(1)).toContainText('Weakest area: Case for change (20/100)');

    // Recommendations follow the latest result: its weakest area, with the reason in view.
    const recommended = recommendations(page);
    await expect(recommended.getByRole('listitem').filter({ hasText: 'Your weakest area is People focus (60/100)' }).first()).toBeVisible();
    await expect(recommended.getByRole('link', { name: 'Explore Akoma360' })).toHaveAttribute('href', '/solutions/akoma360');

    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }

    // Delete the newest, by keyboard: Escape first keeps it, then Delete result removes it.
    const deleteNewest = results.nth(0).getByRole('button', { name: /^Delete the result of / });
    await deleteNewest.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete this result?' });
    await expect(dialog).toContainText(/The result of .+ \(80\/100, Transformation Champion\) leaves your history/);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteNewest).toBeFocused();
    await expect(results).toHaveCount(2);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Delete result' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(notifications(page)).toContainText(/The result of .+ is deleted\./);
    await expect(results).toHaveCount(1);
    await expect(history(page).getByRole('heading', { name: 'Each result' })).toBeFocused();
    await expect(history(page).getByRole('img', { name: /^Readiness score over time: 53 on .+$/ })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(
      recommended.getByRole('listitem').filter({ hasText: 'Your weakest area is Case for change (20/100)' }).first(),
    ).toBeVisible();

    // Still gone after a reload: the database deleted it too.
    await page.reload();
    await waitForHydration(page);
    await expect(history(page).getByRole('listitem')).toHaveCount(1);
    await expect(history(page).getByRole('listitem')).toContainText('Score 53/100 · Growth Accelerator');
  });

  test('a visitor presses Save under their result, joins, confirms by e-mail and comes back with it saved', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await waitForHydration(page);
    await takeAssessment(page, first);
    await assessment(page).getByRole('button', { name: 'Save to IndyCircle' }).click();
    const invitation = assessment(page).getByRole('status').filter({ hasText: 'Save your result to IndyCircle' });
    await invitation.getByRole('link', { name: 'sign in or create an account' }).click();
    await expect(page).toHaveURL(/\/auth\?next=/);
    await waitForHydration(page);

    await joinAndConfirm(page, uniqueEmail('emeka'), 'Emeka');
    // Back on the home page (the scroll in waitForHydration stands in for the visitor's first move,
    // which loads the lower sections): the same result, saved, and the answers gone from the address.
    await waitForHydration(page);
    await expect(notifications(page)).toContainText('Your readiness result is saved in IndyCircle.');
    await expect(assessment(page).getByRole('heading', { name: 'Your readiness results' })).toBeFocused();
    await expect(assessment(page).getByText('53% readiness score')).toBeVisible();
    await expect(assessment(page).getByText('Saved in IndyCircle.')).toBeVisible();
    await expect(page).toHaveURL('/');

    await page.goto('/circle');
    await waitForHydration(page);
    await expect(history(page).getByRole('listitem')).toHaveCount(1);
    await expect(history(page).getByRole('listitem')).toContainText('Weakest area: Case for change (20/100)');
    await expect(history(page).getByRole('img', { name: /^Readiness score over time: 53 on / })).toBeVisible();

    // Deleting the only result leaves the empty state, with focus on its way back to the assessment.
    await history(page)
      .getByRole('button', { name: /^Delete the result of / })
      .click();
    await page.getByRole('alertdialog', { name: 'Delete this result?' }).getByRole('button', { name: 'Delete result' }).click();
    await expect(history(page).getByRole('heading', { name: 'No assessments saved yet' })).toBeVisible();
    const backToAssessment = history(page).getByRole('link', { name: 'Take the readiness assessment' });
    await expect(backToAssessment).toBeFocused();
    await expect(backToAssessment).toHaveAttribute('href', '/#assessment');
  });

  test('an edited address with answers that do not exist saves nothing and says so', async ({ page }) => {
    await page.goto('/?assessment=priority:culture,engagement:excellent,stage:galactic');
    await waitForHydration(page);
    await expect(notifications(page)).toContainText("We couldn't read the result you asked to save.");
    await expect(assessment(page).getByRole('button', { name: 'Start Free Assessment' })).toBeVisible();
  });
});
