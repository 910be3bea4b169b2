import { expect, test } from '@playwright/test';

import { contactDetails } from '../../site/app/content/contactDetails';
import { pages } from '../../site/app/content/pages';
import { waitForHydration } from './hydrated';

const careersPage = pages.find((entry) => entry.path === '/careers');

test.describe('the careers page', () => {
  test('opens with the award, the reach, the team and an employee’s words', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: careersPage?.heading })).toBeVisible();
    await expect(page.getByText(/2025 .*award/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Akoma in figures' }).getByRole('listitem')).toHaveText([
      '300+ organizations served',
      '18 countries',
      '150+ team members',
    ]);
    const quote = page
      .getByRole('figure')
      .filter({ has: page.locator('blockquote') })
      .first();
    await expect(quote).toContainText('Senior Consultant');
  });

  test('has every section, from Why join to the closing call to action, in order', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Why join Akoma',
      'Who thrives here',
      'Open roles',
      'How we hire',
      'Life at Akoma',
      'Our impact as an employer',
      'See life at Akoma',
      'Ready to do the best work of your career?',
    ]);
    await expect(page.getByRole('region', { name: 'Why join Akoma' }).getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Who thrives here' }).getByRole('heading', { level: 3 })).toHaveText([
      'The Builder',
      'The Strategist',
      'The Collaborator',
      'The Analyst',
      'The Dreamer',
    ]);
    await expect(page.getByRole('region', { name: 'Life at Akoma', exact: true }).getByRole('heading', { level: 3 })).toHaveCount(5);
  });

  test('numbers the seven role areas, each with a Learn More of its own, and Apply Now leads to the careers site', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const roles = page.getByRole('region', { name: 'Open roles' });
    const areas = roles.locator('ol > li');
    await expect(areas).toHaveCount(7);
    await expect(areas.first()).toContainText('01');
    await expect(areas.last()).toContainText('07');
    const learnMore = roles.getByRole('link', { name: /^Learn More about .+ roles/ });
    await expect(learnMore).toHaveCount(7);
    await expect(roles.getByRole('link', { name: /^Learn More about Capability Consulting roles \(opens in a new tab\)$/ })).toBeVisible();
    for (const link of await learnMore.all()) await expect(link).toHaveAttribute('href', contactDetails.careersSite);
    await expect(roles.getByRole('link', { name: /^Apply Now/ })).toHaveAttribute('href', contactDetails.careersSite);
  });

  test('lists the five hiring steps in order', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const steps = page.getByRole('region', { name: 'How we hire' }).getByRole('list');
    await expect(steps).toHaveJSProperty('tagName', 'OL');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Apply',
      'Culture Conversation',
      'Real-World Challenge',
      'Alignment Check',
      'Onboard',
    ]);
    await expect(steps).toContainText('95% of candidates rate it inspiring');
  });

  test('See how we hire moves focus to the hiring steps', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'See how we hire' }).click();
    const hiring = page.getByRole('region', { name: 'How we hire' });
    await expect(hiring).toBeFocused();
    await expect(hiring.getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('shows the employer impact tiles', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const tiles = page.getByRole('region', { name: 'Our impact as an employer' }).getByRole('listitem');
    await expect(tiles).toHaveText([
      '90% retentionversus a 75% industry average',
      '30% wellbeing score increaseacross the team',
      '85% in stretch roleswithin 12 months of joining',
      '5,000+ youth trainedthrough IndyFuture',
    ]);
  });

  test('has the two videos, 2:30 and 3:00, each opening in a new tab', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const videos = page.getByRole('region', { name: 'See life at Akoma' });
    const life = videos.getByRole('link', { name: /^Watch Now: Life at Akoma \(2:30\)/ });
    const team = videos.getByRole('link', { name: /^Watch Now: Meet the Team \(3:00\)/ });
    await expect(life).toHaveAttribute('href', contactDetails.videos.lifeAtAkoma);
    await expect(team).toHaveAttribute('href', contactDetails.videos.meetTheTeam);
    // What watching costs at 360p (0.7 Mbit/s), shown and given as each link's description.
    await expect(life).toHaveAccessibleDescription('YouTube, about 13\u00a0MB at 360p');
    await expect(team).toHaveAccessibleDescription('YouTube, about 16\u00a0MB at 360p');
  });

  test('closes with the four calls to action, each to its real destination', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const closing = page.getByRole('region', { name: 'Ready to do the best work of your career?' });
    await expect(closing.getByRole('link', { name: /^Explore Open Roles/ })).toHaveAttribute('href', contactDetails.careersSite);
    await expect(closing.getByRole('link', { name: /^Pitch Yourself/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${contactDetails.whatsapp.number}\\?text=.*pitch%20myself`),
    );
    // The guide's size is content (the file is elsewhere): 1,240,000 bytes.
    await expect(closing.getByRole('link', { name: /^Download Free Careers Guide \(PDF, 1\.2\sMB\)/ })).toHaveAttribute(
      'href',
      contactDetails.careersGuidePdf,
    );
    await expect(closing.getByRole('link', { name: /^Book a Free 30-Minute Career Chat/ })).toHaveAttribute(
      'href',
      contactDetails.careerChatUrl,
    );
  });

  test('every external link in the page opens in a new tab with rel noopener noreferrer, and says so', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const external = page.getByRole('main').locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(7 + 1 + 1 + 2 + 4);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  // Its axe check at 320, 768 and 1280 px is in accessibility.spec.ts, with every other page's.
});
