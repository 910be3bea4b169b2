import metadata from '#content/pages';

import type { PagesContent } from './schema/pages';

import { homePage } from './homePage';

export { homePage };

/**
 * Every page of the site: its path, which screen shows it, and its metadata (title, description,
 * keywords, heading), whose words are content (site/content/pages/metadata.yaml). Routes,
 * prerendering, the sitemap and the navigation all read this list, so a page exists in one place.
 */

export const screens = [
  'home',
  'about',
  'solutions',
  'akoma360',
  'signatureProducts',
  'insights',
  'impact',
  'careers',
  'contact',
  'partners',
  'askIndy',
  'privacy',
  'terms',
  'cookies',
  'esgInclusion',
  'auth',
  'newsletter',
  'circle',
  'account',
  'newPassword',
  'unsubscribe',
  'offline',
] as const;
export type Screen = (typeof screens)[number];

export interface PageEntry {
  path: string;
  screen: Screen;
  /** The `<title>`. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** The screen's main heading (its `<h1>`). */
  heading: string;
  /** Its name in breadcrumbs and the sitemap. */
  name: string;
  /**
   * False for a page only a member or an e-mailed link opens (the account page, setting a new
   * password): it is kept out of the sitemap and out of search results. @default true
   */
  indexed?: boolean;
}

/** A page's title: its part, then the site's ending ("About Us | Akoma | Transforming African Workplaces"). */
export const titled = (name: string, words: PagesContent = metadata) => `${name} | ${words.titleEnding}`;

/**
 * The pages only a member, an e-mailed link or the installed app (offline) opens, kept out of the
 * sitemap and search results.
 */
const unindexed: ReadonlySet<Screen> = new Set(['account', 'newPassword', 'unsubscribe', 'offline']);

/** Each screen's address; its sub-pages (content/pages/metadata.yaml, `subPages`) are below it. */
const screenPaths: Record<Exclude<Screen, 'home'>, string> = {
  about: '/about',
  solutions: '/solutions',
  akoma360: '/solutions/akoma360',
  signatureProducts: '/signature-products',
  insights: '/insights',
  impact: '/impact',
  careers: '/careers',
  contact: '/contact',
  partners: '/partners',
  askIndy: '/ask-indy',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  esgInclusion: '/esg-inclusion',
  auth: '/auth',
  circle: '/circle',
  account: '/circle/account',
  newPassword: '/auth/new-password',
  newsletter: '/newsletter',
  unsubscribe: '/circle/unsubscribe',
  offline: '/offline',
};

/** The screens with their own metadata entry, by screen, in the words given. */
function screenPagesOf(words: PagesContent) {
  return Object.fromEntries(
    (Object.keys(screenPaths) as Exclude<Screen, 'home'>[]).map((screen) => {
      const { title, description, keywords, heading, name } = words[screen];
      const entry: Omit<PageEntry, 'screen'> = {
        path: screenPaths[screen],
        title: titled(title, words),
        description,
        keywords,
        heading,
        name,
      };
      return [screen, unindexed.has(screen) ? { ...entry, indexed: false } : entry];
    }),
  ) as Record<Exclude<Screen, 'home'>, Omit<PageEntry, 'screen'>>;
}

const screenPages = screenPagesOf(metadata);

/**
 * Every page, in the words given (a language's metadata): the home page, each screen, then the
 * sub-routes the site links to, each shown by its parent screen with that part first. The site
 * uses its own language's (`pages`); the tests read the other's from the content file.
 */
export function pagesIn(words: PagesContent): readonly PageEntry[] {
  const screensIn = screenPagesOf(words);
  const subPages = (['solutions', 'signatureProducts', 'impact', 'insights'] as const).flatMap((parent) =>
    words[parent].subPages.map(({ slug, name }) => ({ parent, slug, name })),
  );
  return [
    { path: '/', screen: 'home', ...words.home },
    ...(Object.entries(screensIn) as [Exclude<Screen, 'home'>, Omit<PageEntry, 'screen'>][]).map(([screen, entry]) => ({
      ...entry,
      screen,
    })),
    ...subPages.map(({ parent, slug, name }) => {
      const parentPage = screensIn[parent];
      return {
        ...parentPage,
        screen: parent,
        path: `${parentPage.path}/${slug}`,
        title: titled(`${name} | ${parentPage.name}`, words),
        name,
      };
    }),
  ];
}

export const pages: readonly PageEntry[] = pagesIn(metadata);

/**
 * Each screen once, at its own page (/impact, not /impact/metrics), in order. A screen's sub-routes
 * show the same screen with one part first, so a check of what every screen looks like or does
 * walks these.
 */
export function eachScreen(entries: readonly PageEntry[]): readonly PageEntry[] {
  return entries.filter((entry, index) => entries.findIndex((other) => other.screen === entry.screen) === index);
}

const byPath = new Map(pages.map((page) => [page.path, page]));

/** The page at a path, if the site has one. */
export function findPage(path: string): PageEntry | undefined {
  return byPath.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

/** The sub-route slugs a screen accepts (for /solutions/:slug and the like). */
export function subRouteSlugs(screen: Screen): string[] {
  return pages
    .filter((page) => page.screen === screen && page.path !== screenPages[screen as Exclude<Screen, 'home'>].path)
    .map((page) => page.path.split('/').pop() ?? '');
}

/**
 * The screens that answer any address below them: /solutions/<anything> shows the solutions
 * screen, so an old or mistyped link still lands somewhere useful. Their known sub-routes keep
 * their own presets; any other address is the screen itself, marked noindex with its canonical
 * pointing to the screen (seo/meta.ts).
 */
export const anySlugScreens = ['solutions', 'signatureProducts', 'insights', 'impact'] as const satisfies readonly Screen[];

/** The address the build prerenders each any-slug screen at for unknown addresses below it (the static host's rewrite target). */
export const unknownSlug = '_unknown';

/** The any-slug screen whose section holds a path the site has no page for (/solutions/x/y -> the solutions screen). */
export function sectionPage(path: string): PageEntry | undefined {
  const [section, ...rest] = path.split('/').filter(Boolean);
  if (rest.length === 0) return undefined;
  const screen = anySlugScreens.find((candidate) => screenPages[candidate].path === `/${section ?? ''}`);
  return screen ? screenPage(screen) : undefined;
}

/** The page for a screen itself (not a sub-route). */
export function screenPage(screen: Screen): PageEntry {
  return screen === 'home' ? homePage : { ...screenPages[screen], screen };
}
