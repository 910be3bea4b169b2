import { useToast } from '@akoma/design-system';
import { useEffect } from 'react';

import { loadSupabase } from './client';
import { announceSessionChange } from './session';

/**
 * Finishes a sign-in that arrives in the address: the confirmation link of a new account, or the
 * return from LinkedIn, both land on the site with the session (or an error) in the fragment.
 * Only then is supabase-js loaded; on every other visit nothing happens.
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
    if (!fragment.has('access_token')) return;
    void loadSupabase()
      .then((supabase) => supabase.auth.getSession())
      .then(({ data, error }) => {
        if (error) toast.error(error.message);
        else if (data.session) toast.success('Signed in successfully');
        announceSessionChange();
        // supabase-js empties the fragment; drop the leftover "#" too.
        if (window.location.href.endsWith('#'))
          window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      });
  }, [toast]);
  return null;
}
