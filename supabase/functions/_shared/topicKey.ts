/**
 * A tag's topic key: its text lower-cased, every run of characters other than a-z and 0-9 one
 * hyphen, trimmed of hyphens ("Future of Work" → "future-of-work"). The digest (./recommend.ts)
 * and the site (its Follow buttons and recommendations) key topics the same way.
 */
export const topicKey = (tag: string): string =>
  tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
