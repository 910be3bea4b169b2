/**
 * The page a password-reset link opens (NewPasswordPage.tsx), as pure rules: what the link brought
 * in the address, and what the page shows for it.
 */

/** What the reset link brought in the address, read before supabase-js takes the session out of it. */
export type Arrival = 'link' | 'broken-link' | 'none';

export function arrivalOf(hash: string): Arrival {
  const fragment = new URLSearchParams(hash.slice(1));
  if (fragment.has('error_description')) return 'broken-link';
  return fragment.get('type') === 'recovery' && fragment.has('access_token') ? 'link' : 'none';
}

/**
 * What the page shows: the link being checked (until supabase-js has the session it brought), the
 * form (for a session and a member, whether from the link or signed in before), or why there is
 * nothing to set, with a way to ask for a new link.
 */
export type NewPasswordView = 'checking' | 'form' | 'broken-link' | 'no-link';

export function newPasswordView(arrival: Arrival, sessionReady: boolean, signedIn: boolean): NewPasswordView {
  if (arrival === 'link' && !sessionReady) return 'checking';
  if (sessionReady && signedIn) return 'form';
  return arrival === 'broken-link' ? 'broken-link' : 'no-link';
}
