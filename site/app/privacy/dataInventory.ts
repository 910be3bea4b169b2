/**
 * Everything the site keeps in a visitor's browser, and everything it sends to anyone other than
 * the company's own backend, one entry each. The cookie policy (site/content/pages/cookies.yaml)
 * describes each entry in a block marked with its id, in both languages: a test fails when an
 * entry has no block or a block names no entry, and the end-to-end suite fails when a browser
 * holds anything no entry matches. Add an entry here, and its block there, before the code that
 * stores or sends it.
 *
 * No module here may import the app: the content build reads the ids (schema/legal.ts).
 */

/** Where in the browser an item lives. */
export type DeviceStore = 'localStorage' | 'sessionStorage' | 'cookie' | 'indexedDB' | 'cacheStorage' | 'serviceWorker';

export interface DeviceItem {
  readonly id: string;
  readonly store: DeviceStore;
  /** The key, cache or database name it is kept under. */
  readonly name: RegExp;
}

export const deviceItems = [
  // supabase-js's session, under a key named after the project (app/supabase/settings.ts).
  { id: 'member-session', store: 'localStorage', name: /^sb-[a-z0-9-]+-auth-token$/ },
  // The edition a visitor chose (app/language.ts).
  { id: 'language-choice', store: 'localStorage', name: /^akoma:language$/ },
  // That the web fonts are in the browser's cache (the design system's webFonts.ts).
  { id: 'web-fonts', store: 'localStorage', name: /^akoma:web-fonts$/ },
  // Where each page of this tab was scrolled to, so Back returns there (React Router's ScrollRestoration, in root.tsx).
  { id: 'scroll-positions', store: 'sessionStorage', name: /^react-router-scroll-positions$/ },
  // The installed app's worker, its app shell (workbox-precache-…) and its copies of the pages and
  // files opened (app/pwa/offlineCaches.ts, app/pwa/worker/serviceWorker.ts, buildtime/pwaBuild.ts).
  { id: 'offline-copies', store: 'serviceWorker', name: /\/sw\.js$/ },
  { id: 'offline-copies', store: 'cacheStorage', name: /^workbox-precache-/ },
  { id: 'offline-copies', store: 'cacheStorage', name: /^akoma-(pages|assets|images)$/ },
  // The pieces a member saved, kept to read offline (app/pwa/offlineCopies.ts).
  { id: 'saved-pieces-offline', store: 'cacheStorage', name: /^akoma-saved$/ },
] as const satisfies readonly DeviceItem[];

/** What the site sends to a service other than its own backend (app/analytics). */
export const sentItems = [
  { id: 'audience-measurement', recipient: 'Plausible Analytics' },
  { id: 'performance-measurement', recipient: 'Plausible Analytics' },
] as const;

/** An entry's id: the anchor of its block in the cookie policy (/cookies#member-session). */
export type InventoryId = (typeof deviceItems)[number]['id'] | (typeof sentItems)[number]['id'];

/** Every id the cookie policy must describe, each once. */
export const inventoryIds: readonly InventoryId[] = [
  ...new Set<InventoryId>([...deviceItems.map((item) => item.id), ...sentItems.map((item) => item.id)]),
];

/** The entry a stored item belongs to, or undefined when none does. */
export function deviceItemFor(store: DeviceStore, name: string): DeviceItem | undefined {
  return deviceItems.find((item) => item.store === store && item.name.test(name));
}
