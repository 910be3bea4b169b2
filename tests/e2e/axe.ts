import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set every page is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe on the page as it is now, with the WCAG rules, run in the page itself (axe-core's own
 * `axe.run`, the library's "legacy mode"). The default mode runs axe in each frame, then opens a
 * blank page to put the results together, so that frames from other origins are covered too: on
 * these pages, which have no frames, it found exactly the same (checked on /, /insights and
 * /contact: the same violations, passes and incomplete results) in about twice the time.
 */
export function wcagAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true);
}

/** Runs axe on the page as it is now and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await wcagAxe(page).analyze();
  const summary = violations.map(
    ({ id, help, nodes }) => `${id}: ${help}\n${nodes.map((node) => `  - ${node.target.join(' ')}`).join('\n')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
