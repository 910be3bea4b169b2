import { useToast } from '@akoma/design-system';
import { useEffect } from 'react';

import { loadSupabase } from './client';
import { announceSessionChange } from './session';

/**
 * Finishes a sign-in that arrives in the address: the confirmation link of a new account, the
 * return from LinkedIn, a password-reset link and an e-mail change's links all land on the site
 * with the session (or an error, or Auth's message) in the fragment. Only then is supabase-js
 * loaded; on every other visit nothing happens. A reset link's page (/auth/new-password) says
 * itself what happens next, so it gets no toast here.
 */
export function AuthCallback() {
  const toast = useToast();
  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    if (fragment.has('error_description')) {
      toast.error(fragment.get('error_description') ?? 'The sign-in link could not be used.');
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      return;
    }
    const message = fragment.get('message');
    if (message) {
      // The first of an e-mail change's two links: Auth says the other one is still to follow.
      toast.info(message);
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      return;
    }
    if (!fragment.has('access_token')) return;
    const type = fragment.get('type');
    void loadSupabase()
      .then((supabase) => supabase.auth.getSession())
      .then(({ data, error }) => {
        if (error) toast.error(error.message);
        else if (data.session && type === 'email_change') toast.success(`Your e-mail address is now ${data.session.user.email ?? ''}.`);
        else if (data.session && type !== 'recovery') toast.success('Signed in successfully');
        announceSessionChange();
        // supabase-js empties the fragment; drop the leftover "#" too.
        if (window.location.href.endsWith('#'))
          window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      });
  }, [toast]);
  return null;
}
