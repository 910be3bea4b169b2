/**
 * Addresses that appear in the product (the footer, the assistant page, the installed app's
 * shortcuts) but that the route table does not map to a screen (the route table is in
 * docs/product-rules.md, "Routes and links").
 * Each goes to the screen or section that serves it. This is the one place that says so: links are
 * written with `resolveLink()`, and each of these paths is also a prerendered redirect, so an old
 * bookmark or a shortcut never meets the not-found page.
 */
import type { HomeSectionHref } from './sectionIds';

export const linkTargets: Readonly<Record<string, string>> = {
  '/capabilities': '/solutions',
  '/capabilities/capability': '/solutions/capability',
  '/capabilities/wellbeing': '/solutions/wellbeing',
  '/capabilities/performance': '/solutions/performance',
  '/akoma360': '/solutions/akoma360',
  '/tools/roi-calculator': '/#roi-calculator' satisfies HomeSectionHref<'roiCalculator'>,
  '/tools/assessment': '/#assessment' satisfies HomeSectionHref<'assessment'>,
};

/** Where a link should really point: its mapped destination, or itself. */
export function resolveLink(href: string): string {
  return linkTargets[href] ?? href;
}
