import { Button, Inline, useToast } from '@akoma/design-system';
import { startTransition, useActionState, useOptimistic } from 'react';
import { useNavigate } from 'react-router';

import copy from '#content/account';

import { failureReason, signOut } from '../../members/account';
import { AccountPanel } from './AccountPanel';

type Scope = Parameters<typeof signOut>[0];

/** Sign out here, then everywhere: while one runs, the other waits. */
const signOutButtons: readonly { scope: Scope; label: string }[] = [
  { scope: 'local', label: copy.sessions.signOut },
  { scope: 'global', label: copy.sessions.signOutEverywhere },
];

/** Signing out here, or everywhere the member is signed in; then IndyCircle's page. */
export function SessionsPanel() {
  const toast = useToast();
  const navigate = useNavigate();
  // The scope signed out of: its button stays busy while the page is left.
  const [signedOut, signOutOf] = useActionState(async (_previous: Scope | null, scope: Scope) => {
    try {
      await signOut(scope);
      toast.info(scope === 'global' ? copy.sessions.signedOutEverywhere : copy.sessions.signedOut);
      void navigate('/circle');
      return scope;
    } catch (error) {
      toast.error(failureReason(error, copy.loadFailed));
      return null;
    }
  }, null);
  // The scope being signed out of, for as long as that runs.
  const [running, markRunning] = useOptimistic(signedOut);
  const run = (scope: Scope) => {
    startTransition(() => {
      markRunning(scope);
      signOutOf(scope);
    });
  };

  return (
    <AccountPanel heading={copy.sessions.heading} intro={copy.sessions.intro}>
      <Inline space="medium">
        {signOutButtons.map(({ scope, label }) => (
          <Button
            key={scope}
            variant="secondary"
            busy={running === scope}
            busyLabel={copy.sessions.busy}
            disabled={running !== null && running !== scope}
            onClick={() => {
              run(scope);
            }}
          >
            {label}
          </Button>
        ))}
      </Inline>
    </AccountPanel>
  );
}
