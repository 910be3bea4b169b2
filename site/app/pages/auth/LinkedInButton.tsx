import { Button, useToast } from '@akoma/design-system';
import { startTransition } from 'react';

import authContent from '#content/auth';

import { loadSupabase } from '../../supabase/client';
import { returnAddress } from '../../supabase/memberLanguage';
import { authFailure, requestButton, type CardRequests } from './authForms';

interface LinkedInButtonProps {
  /** The card's one request at a time. */
  requests: CardRequests;
  /** Where LinkedIn's sign-in returns: a path of this site (in this edition). */
  returnPath: string;
}

/** "Continue with LinkedIn": leaves for LinkedIn's sign-in (OpenID Connect), which comes back signed in. */
export function LinkedInButton({ requests, returnPath }: LinkedInButtonProps) {
  const toast = useToast();
  // An action with nothing to show but its failure: a transition is enough to hold the card's
  // other buttons while it runs.
  const continueWithLinkedIn = () => {
    startTransition(async () => {
      requests.start('linkedIn');
      try {
        const supabase = await loadSupabase();
        const { error } = await supabase.auth.signInWithOAuth({
          provider: 'linkedin_oidc',
          options: { redirectTo: returnAddress(returnPath) },
        });
        if (error) throw error;
      } catch (error) {
        toast.error(authFailure(error));
      }
    });
  };

  return (
    <Button type="button" variant="secondary" fullWidth {...requestButton(requests.running, 'linkedIn')} onClick={continueWithLinkedIn}>
      {authContent.linkedIn}
    </Button>
  );
}
