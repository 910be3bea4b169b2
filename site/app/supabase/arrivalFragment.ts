/**
 * The fragment of the address the page was opened with (an Auth link's session, error or message),
 * read as the site's code starts, before anything can take it out of the address: AuthCallback
 * drops it once it has finished the link, and supabase-js takes a session out of it. A page that
 * needs to know what the link brought (the password-reset page) may render after that, since React
 * can hydrate a page's parts in any order, so it asks here instead of reading the address.
 *
 * It belongs to the first page only: forgotten on the first move to another page.
 */
let fragment = typeof window === 'undefined' ? '' : window.location.hash;

export function arrivalFragment(): string {
  return fragment;
}

export function forgetArrivalFragment(): void {
  fragment = '';
}
