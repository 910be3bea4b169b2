import type { ToastApi } from '@akoma/design-system';

import copy from '#content/authLinks';

import { authLinkReason, authReason, emailChangeHalfway } from './authReasons';
import { loadSupabase } from './client';
import { keepMemberLanguage } from './memberLanguage';
import { announceSessionChange } from './session';

const dropFragment = () => {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
};

/**
 * Finishes what an Auth link brought in the address's fragment (see AuthCallback): an error, Auth's
 * message (the first of an e-mail change's two links), or a session, which supabase-js takes out of
 * the address. Loaded only when the fragment holds one of them.
 */
export async function finishAuthLink(fragment: URLSearchParams, toast: ToastApi): Promise<void> {
  if (fragment.has('error_description') || fragment.has('error_code')) {
    toast.error(authLinkReason(fragment.get('error_code'), fragment.get('error_description'), copy.failed));
    dropFragment();
    return;
  }
  // Auth's one message: the first of an e-mail change's two links was accepted.
  if (fragment.get('message')) {
    toast.info(emailChangeHalfway);
    dropFragment();
    return;
  }
  const type = fragment.get('type');
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.getSession();
  // A link or LinkedIn that signs the member in, signs them in from this edition: their e-mails follow it.
  void keepMemberLanguage(supabase, data.session?.user);
  if (error) toast.error(authReason(error, copy.failed));
  else if (data.session && type === 'email_change')
    toast.success(copy.emailChanged.replace('{email}', () => data.session.user.email ?? ''));
  // A reset link's page (/auth/new-password) says itself what happens next.
  else if (data.session && type !== 'recovery') toast.success(copy.signedIn);
  announceSessionChange();
  // supabase-js empties the fragment; drop the leftover "#" too.
  if (window.location.href.endsWith('#')) dropFragment();
}
