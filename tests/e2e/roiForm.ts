import type { Page } from '@playwright/test';

/** Fills in the home page's ROI calculator (already open) with these figures and choices, and presses Calculate ROI. */
export async function calculateRoi(page: Page, { employees = '800', salary = '42000', industry = 'technology', region = 'kenya' } = {}) {
  const roi = page.locator('#roi-calculator');
  await roi.getByLabel('Number of employees').fill(employees);
  await roi.getByLabel('Average yearly salary (US$)').fill(salary);
  await roi.getByRole('combobox', { name: 'Industry' }).selectOption(industry);
  await roi.getByRole('combobox', { name: 'Region' }).selectOption(region);
  await roi.getByRole('button', { name: 'Calculate ROI' }).click();
}
