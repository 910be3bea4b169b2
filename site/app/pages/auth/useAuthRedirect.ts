import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { safeReturnPath } from '../../members/returnTo';
import { loadSupabase } from '../../supabase/client';
import { announceSessionChange, useMember } from '../../supabase/session';

/**
 * A signed-in member has no business on the sign-in page: with a session on arrival, or as soon as
 * a signed-in event arrives, they go back where they came from (/auth?next=<path>, a path of this
 * site) or else to the home page, replacing this page in the history (so Back does not return to
 * it). The subscription ends when the page is left.
 *
 * supabase-js (about 50 KB) is loaded only when a session is stored (on arrival, or once this tab
 * or another one signs in): a visitor who is not signed in does not pay for it before using the
 * forms, which load it themselves.
 */
export function useAuthRedirect() {
  const navigate = useNavigate();
  const [parameters] = useSearchParams();
  const returnPath = safeReturnPath(parameters.get('next'));
  const signedIn = useMember() !== null;
  useEffect(() => {
    if (!signedIn) return;
    let unsubscribe: (() => void) | undefined;
    let left = false;
    void loadSupabase().then((supabase) => {
      if (left) return;
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        if ((event === 'INITIAL_SESSION' || event === 'SIGNED_IN') && session?.user) {
          announceSessionChange();
          void navigate(returnPath, { replace: true });
        }
      });
      unsubscribe = () => {
        data.subscription.unsubscribe();
      };
    });
    return () => {
      left = true;
      unsubscribe?.();
    };
  }, [navigate, signedIn, returnPath]);
}
