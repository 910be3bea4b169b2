import { useToast } from '@akoma/design-system';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { arrivalFragment, forgetArrivalFragment } from './arrivalFragment';

/**
 * Finishes a sign-in that arrives in the address: the confirmation link of a new account, the
 * return from LinkedIn, a password-reset link and an e-mail change's links all land on the site
 * with the session (or an error, or Auth's message) in the fragment. Only then is the code that
 * finishes it (finishAuthLink.ts, and supabase-js) loaded; on every other visit nothing happens.
 */
export function AuthCallback() {
  const toast = useToast();
  const { key } = useLocation();
  const firstPage = useRef(key);
  useEffect(() => {
    if (key !== firstPage.current) forgetArrivalFragment();
  }, [key]);
  useEffect(() => {
    const fragment = new URLSearchParams(arrivalFragment().slice(1));
    if (!['error_description', 'message', 'access_token'].some((name) => fragment.has(name))) return;
    void import('./finishAuthLink').then(({ finishAuthLink }) => finishAuthLink(fragment, toast));
  }, [toast]);
  return null;
}
