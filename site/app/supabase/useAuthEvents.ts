import { useEffect } from 'react';

import { loadSupabase } from './client';
import { announceSessionChange } from './session';

/**
 * For a signed-in member's page (the header's member menu calls it), follows Auth's session events (signed out, token refreshed, user
 * updated...) and tells the page, so nothing shows a member who is gone: a sign-out in another tab,
 * a session Auth refused to refresh, or a name changed on the account page. supabase-js checks the
 * stored session when it starts, and drops it (SIGNED_OUT) if it can no longer be refreshed.
 *
 * Visitors never load supabase-js for this; members load it a second after the page starts.
 */
export function useAuthEvents(): void {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let left = false;
    const start = () => {
      void loadSupabase().then((supabase) => {
        if (left) return;
        const { data } = supabase.auth.onAuthStateChange(() => {
          announceSessionChange();
        });
        unsubscribe = () => {
          data.subscription.unsubscribe();
        };
      });
    };
    // A second after hydration: the page's own work comes first.
    const timer = window.setTimeout(start, 1000);
    return () => {
      left = true;
      window.clearTimeout(timer);
      unsubscribe?.();
    };
  }, []);
}
