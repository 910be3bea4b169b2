import { Card, Heading, Stack, Tab, TabList, TabPanel, Tabs } from '@akoma/design-system';
import { useEffect, useOptimistic, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';

import { authContent } from '../../content/auth';
import { safeReturnPath } from '../../members/returnTo';
import { loadSupabase } from '../../supabase/client';
import { HydratedApart, HydratedOnUse } from '../../performance/hydratedApart';
import { emptySignIn, signInAfterReset, type AuthRequest, type CardRequests } from './authForms';
import { LinkedInButton } from './LinkedInButton';
import { ResetRequestForm } from './ResetRequestForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/**
 * Starts fetching supabase-js as soon as the visitor focuses a control (a field, a button, a tab),
 * so sending does not wait for it. Focus moving to the page's main content as the page opens is not
 * the visitor reaching for a form: creating the client then held the page's first frame back.
 */
function usePreloadSupabaseOnFocus() {
  useEffect(() => {
    const preload = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || !event.target.matches('input, select, textarea, button, a[href], [role="tab"]')) return;
      document.removeEventListener('focusin', preload);
      loadSupabase().catch(() => undefined);
    };
    document.addEventListener('focusin', preload);
    return () => {
      document.removeEventListener('focusin', preload);
    };
  }, []);
}

/**
 * The card with the two tabs: Sign in (default) and Create account, each with LinkedIn. "Forgot
 * password?" turns the sign-in tab into the reset form; /auth?reset=1 opens on it. The card runs
 * one request at a time: while one runs, every other button waits.
 */
export function AuthCard() {
  usePreloadSupabaseOnFocus();
  const [parameters] = useSearchParams();
  const returnPath = safeReturnPath(parameters.get('next'));
  // The request running: set in the transition of its send, so it ends with it.
  const [running, start] = useOptimistic<AuthRequest | null>(null);
  const requests: CardRequests = { running, start };
  const [signIn, setSignIn] = useState(emptySignIn);
  const [resetting, setResetting] = useState(() => parameters.get('reset') === '1');
  // Switching between the two forms moves focus into the one shown (the control pressed is gone),
  // so it is never lost on the page.
  const resetFieldRef = useRef<HTMLInputElement>(null);
  const forgotRef = useRef<HTMLButtonElement>(null);
  const showReset = (show: boolean) => {
    flushSync(() => {
      setResetting(show);
    });
    (show ? resetFieldRef : forgotRef).current?.focus();
  };

  const linkedIn = <LinkedInButton requests={requests} returnPath={returnPath} />;

  return (
    <Card shadow="medium">
      <Stack space="large">
        <Heading level={2} size="3">
          {authContent.cardTitle}
        </Heading>
        {/* The tabs and forms are taken over by React when the visitor first presses, focuses or types
            in them: until then they are the page's HTML, fields already taking what is typed. */}
        <HydratedOnUse>
          <Tabs defaultSelectedId="signin">
            <TabList aria-label={authContent.cardTitle}>
              <Tab id="signin">{authContent.tabs.signIn}</Tab>
              <Tab id="signup">{authContent.tabs.signUp}</Tab>
            </TabList>
            <TabPanel tabId="signin">
              {/* Each form is hydrated on its own, after the tabs: together they were one task of 25-35 ms
                on a fast machine, several hundred on a slow phone. */}
              <HydratedApart>
                {resetting ? (
                  <ResetRequestForm
                    initialEmail={signIn.email}
                    emailRef={resetFieldRef}
                    requests={requests}
                    onBack={(email) => {
                      setSignIn((current) => signInAfterReset(current, email));
                      showReset(false);
                    }}
                  />
                ) : (
                  <SignInForm
                    values={signIn}
                    onValuesChange={setSignIn}
                    requests={requests}
                    forgotRef={forgotRef}
                    onForgot={() => {
                      showReset(true);
                    }}
                    alternative={linkedIn}
                  />
                )}
              </HydratedApart>
            </TabPanel>
            <TabPanel tabId="signup">
              <HydratedApart>
                <SignUpForm requests={requests} returnPath={returnPath} alternative={linkedIn} />
              </HydratedApart>
            </TabPanel>
          </Tabs>
        </HydratedOnUse>
      </Stack>
    </Card>
  );
}
