import { expect, test, type Page } from '@playwright/test';

import { analyticsEndpointPath } from '../analyticsSettings';
import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './hydrated';

const situationBox = (page: Page) => page.getByRole('textbox', { name: 'Your situation' });
const contactMessage = (page: Page) => page.getByRole('form', { name: 'Send us a message' }).getByRole('textbox', { name: 'Message' });

async function openAskIndy(page: Page, path = '/ask-indy') {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ask Indy, your workplace assistant' })).toBeVisible();
}

test.describe('/ask-indy', () => {
  test('says it is anonymous and stores no data', async ({ page }) => {
    await openAskIndy(page);
    await expect(page.getByText('Ask Indy is anonymous and stores no data.')).toBeVisible();
  });

  test('one pillar at a time', async ({ page }) => {
    await openAskIndy(page);
    const pillars = page.getByRole('group', { name: 'Which pillar is this about?' });
    await pillars.getByText('Capability').click();
    await expect(pillars.getByRole('radio', { name: 'Capability' })).toBeChecked();
    await pillars.getByText('Performance').click();
    await expect(pillars.getByRole('radio', { name: 'Performance' })).toBeChecked();
    await expect(pillars.getByRole('radio', { checked: true })).toHaveCount(1);
  });

  test('hands its context to the contact form without sending anything: pillar to topic, situation and size to message', async ({
    page,
  }) => {
    await openAskIndy(page);
    // Nothing is sent but the measurement's anonymous page views (site/app/analytics): the address
    // it sends for /contact leaves out the query that carries the situation.
    const sent: string[] = [];
    const measured: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET') return;
      if (new URL(request.url()).pathname === analyticsEndpointPath) measured.push(request.postData() ?? '');
      else sent.push(`${request.method()} ${request.url()}`);
    });

    await page.getByRole('group', { name: 'Which pillar is this about?' }).getByText('Wellbeing').click();
    await situationBox(page).fill('Burnout is rising in our call centre & two team leads resigned.');
    await page.getByRole('combobox', { name: 'Company size (optional)' }).selectOption({ label: 'Growth Org' });
    await page.getByRole('button', { name: 'Continue with our team' }).click();

    await expect(page).toHaveURL(/\/contact\?interest=wellbeing&message=/);
    await expect(page.getByRole('radio', { name: 'Fuel Wellbeing' })).toBeChecked();
    await expect(contactMessage(page)).toHaveValue(
      'Burnout is rising in our call centre & two team leads resigned.\n\nCompany size: Growth Org',
    );
    expect(sent).toEqual([]);
    expect(measured.join('\n')).not.toMatch(/Burnout|call centre|Growth Org|message=/);
  });

  test('without a pillar or size, the situation alone is handed over', async ({ page }) => {
    await openAskIndy(page);
    await situationBox(page).fill('Where do we start with hybrid work?');
    await page.getByRole('button', { name: 'Continue with our team' }).click();
    await expect(page).toHaveURL('/contact?message=Where+do+we+start+with+hybrid+work%3F');
    await expect(contactMessage(page)).toHaveValue('Where do we start with hybrid work?');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test('a question from the address arrives in the situation box', async ({ page }) => {
    await openAskIndy(page, '/ask-indy?question=How%20do%20we%20keep%20our%20best%20talent%3F');
    await expect(situationBox(page)).toHaveValue('How do we keep our best talent?');
  });

  test('a sample question fills the situation box and takes focus there', async ({ page }) => {
    await openAskIndy(page);
    const question = 'Burnout is rising in our operations team. What can we do this quarter that actually helps?';
    await page.getByRole('button', { name: question }).click();
    await expect(situationBox(page)).toHaveValue(question);
    await expect(situationBox(page)).toBeFocused();
  });

  test('lists tools with links to insights, capabilities and Akoma360', async ({ page }) => {
    await openAskIndy(page);
    const tools = page.getByRole('region', { name: 'Tools to go further' });
    await expect(tools.getByRole('link', { name: 'All insights' })).toHaveAttribute('href', '/insights');
    await expect(tools.getByRole('link', { name: 'Our capabilities' })).toHaveAttribute('href', '/solutions');
    await expect(tools.getByRole('link', { name: 'Akoma360' })).toHaveAttribute('href', '/solutions/akoma360');
    await tools.getByRole('link', { name: 'Akoma360' }).click();
    await expect(page).toHaveURL('/solutions/akoma360');
  });

  test('has no accessibility violations once filled in, on a phone and a wide screen', async ({ page }) => {
    test.slow();
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await openAskIndy(page, '/ask-indy?question=Our%20managers%20need%20support.');
      await page.getByRole('group', { name: 'Which pillar is this about?' }).getByText('Capability').click();
      await expectNoAxeViolations(page);
    }
  });
});
