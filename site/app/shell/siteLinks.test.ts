import { describe, expect, it } from 'vitest';

import auth from '#content/auth';
import footer from '#content/footer';
import memberMenu from '#content/memberMenu';
import navigation from '#content/navigation';
import recommendations from '#content/recommendations';

import { resolveLink } from '../content/linkTargets';
import { findPage } from '../content/pages';

/**
 * The header, footer and member menu are on every page, and their links are content an editor can
 * change: each internal one must be a page the site has (site/app/content/pages.ts), so none of
 * them opens the not-found page. The footer's links go through the redirects of
 * site/app/content/linkTargets.ts (/capabilities/capability), the others are used as written.
 */
const internal = (links: readonly { href: string }[]) => links.map((link) => link.href).filter((href) => href.startsWith('/'));

const asWritten = {
  header: internal([...navigation.groups.flatMap((group) => group.items), ...navigation.links, navigation.signIn, navigation.askIndy]),
  'member menu': internal([memberMenu.circle, memberMenu.account]),
  'sign-in page': internal([auth.whyJoin.more]),
  'recommended solutions': Object.values(recommendations.solutions).map((solution) => solution.path),
};

describe('every internal link of the site-wide words', () => {
  it.each(Object.entries(asWritten))('in the %s is a page the site has', (_where, hrefs) => {
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(findPage(href), href).toBeDefined();
  });

  it('in the footer is a page the site has, once redirected', () => {
    const hrefs = internal([...footer.columns.flatMap((column) => column.links), ...footer.legal.links]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(findPage(resolveLink(href)), href).toBeDefined();
  });
});
