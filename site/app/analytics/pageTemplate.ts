import type { PageProperties } from './sender';

/**
 * What a route's `handle` may say about its page to the measurement: its kind and category when
 * the route's own id does not say it (the insights section's sub-route shows a piece or a list).
 */
export interface AnalyticsHandle {
  readonly analytics?: (params: Readonly<Record<string, string | undefined>>) => Partial<PageProperties>;
}

/** A route that matched the address, as React Router's useMatches gives it. */
export interface RouteMatch {
  readonly id: string;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly handle: unknown;
}

/**
 * The kind of page on screen, from the deepest route that matched: its handle's word if it has
 * one, otherwise its id ("routes/contact" is "contact"; "solutions-sub", the section's pages, is
 * "solutions"; every redirect is "redirect"). Worked out by the sender, loaded after the first paint.
 */
export function pageProperties(leaf: RouteMatch | undefined): PageProperties {
  if (!leaf) return { template: 'unknown' };
  const fromHandle = (leaf.handle as AnalyticsHandle | undefined)?.analytics?.(leaf.params);
  const fromId = leaf.id
    .replace(/^routes\//, '')
    .replace(/\.tsx?$/, '')
    .replace(/-sub$/, '')
    .replace(/^redirect-.*$/, 'redirect');
  return { template: fromHandle?.template ?? fromId, ...(fromHandle?.category ? { category: fromHandle.category } : {}) };
}
