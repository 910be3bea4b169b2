/**
 * Where a visitor goes back to after signing in, joining (through the confirmation e-mail) or
 * LinkedIn: a path on this site, carried in /auth?next=<path>. Only a path of this site is
 * accepted (it starts with one "/", not "//" or "/\", which browsers read as another host), so
 * the parameter cannot send anyone elsewhere; anything else means the home page.
 */

export const homePath = '/';

/** The path in `next`, when it is a safe path of this site; otherwise the home page. */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || next.length > 512) return homePath;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return homePath;
  for (let index = 0; index < next.length; index += 1) if (next.charCodeAt(index) < 0x20) return homePath;
  return next;
}

/** The sign-in page (which also creates accounts), set to come back to `returnTo` afterwards. */
export function signInHref(returnTo: string): string {
  return `/auth?${new URLSearchParams({ next: returnTo }).toString()}`;
}
