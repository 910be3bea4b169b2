import home from '#content/homePage';

import type { PageEntry } from './pages';

// Apart from the other pages' entries (pages.ts), so the home page's start-up code carries its own
// metadata only, not every page's.

/** The home page's metadata (content/pages/metadata.yaml, `home`); its title is written whole. */
export const homePage: PageEntry = { path: '/', screen: 'home', ...home };
