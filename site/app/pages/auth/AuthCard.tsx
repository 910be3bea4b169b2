import { Button, Card, Heading, PasswordField, Stack, Tab, TabList, TabPanel, Tabs, Text, TextField, useToast } from '@akoma/design-system';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';

import { authContent } from '../../content/auth';
import { safeReturnPath } from '../../members/returnTo';
import { loadSupabase } from '../../supabase/client';
import { announceSessionChange } from '../../supabase/session';
import { HydratedApart, HydratedOnUse } from '../../performance/hydratedApart';

type Pending = 'signIn' | 'signUp' | 'linkedIn' | 'reset' | null;

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

/** The card with the two tabs: Sign in (default) and Create account, each with LinkedIn. */
export function AuthCard() {
  usePreloadSupabaseOnFocus();
  const toast = useToast();
  const [pending, setPending] = useState<Pending>(null);
  const [signIn, setSignIn] = useState({ email: '', password: '' });
  const [signUp, setSignUp] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const { messages } = authContent;
  const [parameters] = useSearchParams();
  const returnPath = safeReturnPath(parameters.get('next'));
  // "Forgot password?" turns the sign-in tab into the reset form; /auth?reset=1 opens on it.
  const [resetting, setResetting] = useState(() => parameters.get('reset') === '1');
  const [resetEmail, setResetEmail] = useState('');
  const [resetError, setResetError] = useState<string | undefined>();
  const [resetSentTo, setResetSentTo] = useState<string | undefined>();
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

  /** Runs one request at a time; every button waits while it runs. Backend errors are shown as given. */
  const run = async (kind: Exclude<Pending, null>, request: () => Promise<void>) => {
    setPending(kind);
    try {
      await request();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setPending(null);
    }
  };

  const submitSignIn = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signIn.email.trim() || !signIn.password) {
      toast.error(messages.missingCredentials);
      return;
    }
    void run('signIn', async () => {
      const supabase = await loadSupabase();
      const { error } = await supabase.auth.signInWithPassword({ email: signIn.email.trim(), password: signIn.password });
      if (error) throw error;
      toast.success(messages.signedIn);
      announceSessionChange();
    });
  };

  const submitSignUp = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signUp.email.trim() || !signUp.password) {
      toast.error(messages.missingCredentials);
      return;
    }
    void run('signUp', async () => {
      const supabase = await loadSupabase();
      const { error } = await supabase.auth.signUp({
        email: signUp.email.trim(),
        password: signUp.password,
        options: {
          // The confirmation link returns, signed in, to where the visitor came from (or the home page).
          emailRedirectTo: `${window.location.origin}${returnPath}`,
          data: { first_name: signUp.firstName.trim(), last_name: signUp.lastName.trim() },
        },
      });
      if (error) throw error;
      setSignUp((current) => ({ ...current, password: '' }));
      toast.success(messages.accountCreated);
    });
  };

  const submitReset = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = resetEmail.trim();
    // The browser's own check of an e-mail field (type="email"), so the sign-in page carries no
    // validator of its own; Auth checks the address again.
    const problem =
      email === ''
        ? authContent.recovery.missingEmail
        : resetFieldRef.current?.validity.typeMismatch
          ? authContent.recovery.invalidEmail
          : undefined;
    setResetError(problem);
    setResetSentTo(undefined);
    if (problem) {
      resetFieldRef.current?.focus();
      return;
    }
    void run('reset', async () => {
      const supabase = await loadSupabase();
      // Auth answers the same whether or not the address has an account.
      const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/auth/new-password` });
      if (error) throw error;
      setResetSentTo(email);
    });
  };

  const continueWithLinkedIn = () => {
    void run('linkedIn', async () => {
      const supabase = await loadSupabase();
      const { error } = await supabase.auth.signInWithOAuth({
        provider: 'linkedin_oidc',
        options: { redirectTo: `${window.location.origin}${returnPath}` },
      });
      if (error) throw error;
    });
  };

  const linkedInButton = (
    <Button
      type="button"
      variant="secondary"
      fullWidth
      disabled={pending !== null && pending !== 'linkedIn'}
      busy={pending === 'linkedIn'}
      onClick={continueWithLinkedIn}
    >
      {authContent.linkedIn}
    </Button>
  );

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
                  <form noValidate onSubmit={submitReset}>
                    <Stack space="medium">
                      <Heading level={3} size="4">
                        {authContent.recovery.heading}
                      </Heading>
                      <Text tone="secondary">{authContent.recovery.intro}</Text>
                      <TextField
                        ref={resetFieldRef}
                        type="email"
                        name="email"
                        autoComplete="email"
                        label={authContent.recovery.email}
                        required
                        value={resetEmail}
                        error={resetError}
                        onChange={(event) => {
                          setResetEmail(event.currentTarget.value);
                        }}
                      />
                      <Button
                        type="submit"
                        fullWidth
                        disabled={pending !== null && pending !== 'reset'}
                        busy={pending === 'reset'}
                        busyLabel={authContent.recovery.busy}
                      >
                        {authContent.recovery.submit}
                      </Button>
                      {resetSentTo ? (
                        <Text role="status" weight="semibold">
                          {authContent.recovery.sent(resetSentTo)}
                        </Text>
                      ) : null}
                      <Button
                        type="button"
                        variant="ghost"
                        onClick={() => {
                          setSignIn((current) => ({ ...current, email: resetEmail || current.email }));
                          showReset(false);
                        }}
                      >
                        {authContent.recovery.back}
                      </Button>
                    </Stack>
                  </form>
                ) : (
                  <form noValidate onSubmit={submitSignIn}>
                    <Stack space="medium">
                      <TextField
                        type="email"
                        name="email"
                        autoComplete="email"
                        label={authContent.signIn.email}
                        required
                        value={signIn.email}
                        onChange={(event) => {
                          const { value } = event.currentTarget;
                          setSignIn((current) => ({ ...current, email: value }));
                        }}
                      />
                      <PasswordField
                        name="password"
                        autoComplete="current-password"
                        label={authContent.signIn.password}
                        required
                        value={signIn.password}
                        onChange={(event) => {
                          const { value } = event.currentTarget;
                          setSignIn((current) => ({ ...current, password: value }));
                        }}
                      />
                      <Button
                        ref={forgotRef}
                        type="button"
                        variant="ghost"
                        size="small"
                        onClick={() => {
                          setResetEmail(signIn.email);
                          setResetError(undefined);
                          setResetSentTo(undefined);
                          showReset(true);
                        }}
                      >
                        {authContent.recovery.forgot}
                      </Button>
                      <Button
                        type="submit"
                        fullWidth
                        disabled={pending !== null && pending !== 'signIn'}
                        busy={pending === 'signIn'}
                        busyLabel={authContent.signIn.busy}
                      >
                        {authContent.signIn.submit}
                      </Button>
                      <Text size="small" tone="secondary" align="center">
                        {authContent.or}
                      </Text>
                      {linkedInButton}
                    </Stack>
                  </form>
                )}
              </HydratedApart>
            </TabPanel>
            <TabPanel tabId="signup">
              <HydratedApart>
                <form noValidate onSubmit={submitSignUp}>
                  <Stack space="medium">
                    <TextField
                      name="first_name"
                      autoComplete="given-name"
                      label={authContent.signUp.firstName}
                      value={signUp.firstName}
                      onChange={(event) => {
                        const { value } = event.currentTarget;
                        setSignUp((current) => ({ ...current, firstName: value }));
                      }}
                    />
                    <TextField
                      name="last_name"
                      autoComplete="family-name"
                      label={authContent.signUp.lastName}
                      value={signUp.lastName}
                      onChange={(event) => {
                        const { value } = event.currentTarget;
                        setSignUp((current) => ({ ...current, lastName: value }));
                      }}
                    />
                    <TextField
                      type="email"
                      name="email"
                      autoComplete="email"
                      label={authContent.signUp.email}
                      required
                      value={signUp.email}
                      onChange={(event) => {
                        const { value } = event.currentTarget;
                        setSignUp((current) => ({ ...current, email: value }));
                      }}
                    />
                    <PasswordField
                      name="new-password"
                      autoComplete="new-password"
                      label={authContent.signUp.password}
                      placeholder={authContent.signUp.passwordPlaceholder}
                      required
                      value={signUp.password}
                      onChange={(event) => {
                        const { value } = event.currentTarget;
                        setSignUp((current) => ({ ...current, password: value }));
                      }}
                    />
                    <Button
                      type="submit"
                      fullWidth
                      disabled={pending !== null && pending !== 'signUp'}
                      busy={pending === 'signUp'}
                      busyLabel={authContent.signUp.busy}
                    >
                      {authContent.signUp.submit}
                    </Button>
                    <Text size="small" tone="secondary" align="center">
                      {authContent.or}
                    </Text>
                    {linkedInButton}
                  </Stack>
                </form>
              </HydratedApart>
            </TabPanel>
          </Tabs>
        </HydratedOnUse>
      </Stack>
    </Card>
  );
}
