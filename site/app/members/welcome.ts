/**
 * The welcome a new member sees once, on IndyCircle, after confirming their account (by the
 * e-mailed link, which returns to `welcomePath`, or by the code on /auth, which goes there). The
 * parameter is taken out of the address as soon as the welcome shows, so a reload or Back does not
 * show it again.
 */

/** The query parameter that asks IndyCircle for the welcome: ?welcome=1. */
export const welcomeParameter = 'welcome';

/** Where a new account lands once confirmed, unless the visitor came to /auth from elsewhere. */
export const welcomePath = `/circle?${welcomeParameter}=1`;

/** Where a new account lands once confirmed: the path the visitor came from (`next`), else IndyCircle with its welcome. */
export function signUpReturnPath(next: string | null | undefined, safePath: string): string {
  return next ? safePath : welcomePath;
}
