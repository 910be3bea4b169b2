import { Card, Heading, Stack, Tab, TabList, TabPanel, Tabs } from '@akoma/design-system';
import { useOptimistic, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';

import authContent from '#content/auth';

import { safeReturnPath } from '../../members/returnTo';
import { signUpReturnPath } from '../../members/welcome';
import { emptySignIn, signInAfterReset, type AuthRequest, type CardRequests } from './authForms';
import { LinkedInButton } from './LinkedInButton';
import { ResetRequestForm } from './ResetRequestForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/**
 * The card with the two tabs: Sign in (default) and Create account, each with LinkedIn. "Forgot
 * password?" turns the sign-in tab into the reset form; /auth?reset=1 opens on it. The card runs
 * one request at a time: while one runs, every other button waits.
 */
export default function AuthCard() {
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
        <Tabs defaultSelectedId="signin">
          <TabList aria-label={authContent.cardTitle}>
            <Tab id="signin">{authContent.tabs.signIn}</Tab>
            <Tab id="signup">{authContent.tabs.signUp}</Tab>
          </TabList>
          <TabPanel tabId="signin">
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
          </TabPanel>
          <TabPanel tabId="signup">
            <SignUpForm requests={requests} returnPath={signUpReturnPath(parameters.get('next'), returnPath)} alternative={linkedIn} />
          </TabPanel>
        </Tabs>
      </Stack>
    </Card>
  );
}
