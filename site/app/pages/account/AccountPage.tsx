import { Button, ButtonLink, Container, Stack, Text } from '@akoma/design-system';
import { useEffect, useState } from 'react';

import copy from '#content/account';

import type { PageEntry } from '../../content/pages';
import { loadAccount, type Account } from '../../members/account';
import { signInHref } from '../../members/returnTo';
import { useMember } from '../../supabase/session';
import { ScreenIntro } from '../shared/screen';
import type AccountFormsComponent from './AccountForms';

/**
 * IndyCircle's account page: for a member, their name, sign-in address, password, sessions, data
 * and the deletion of their account; for a visitor, a way to sign in. No redirect either way.
 */
export function AccountPage({ page }: { page: PageEntry }) {
  const member = useMember();
  return (
    <>
      <ScreenIntro page={page}>{copy.intro}</ScreenIntro>
      <Container paddingY={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
        {member ? (
          <AccountSettings key={member.email} />
        ) : (
          <Stack space="medium" align="left">
            <Text>{copy.signedOut.text}</Text>
            <ButtonLink href={signInHref('/circle/account')}>{copy.signedOut.signIn}</ButtonLink>
          </Stack>
        )}
      </Container>
    </>
  );
}

/**
 * The member's account as Auth has it now, loaded on arrival (with a way to try again), and its
 * panels, whose code is fetched alongside: no part of the page's start-up, and never downloaded by
 * a visitor who is not signed in.
 */
function AccountSettings() {
  const [account, setAccount] = useState<Account | undefined>();
  const [AccountForms, setAccountForms] = useState<typeof AccountFormsComponent>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([loadAccount(), import('./AccountForms')]).then(
      ([loaded, forms]) => {
        if (!current) return;
        setAccount(loaded);
        setAccountForms(() => forms.default);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (failed) {
    return (
      <Stack space="medium" align="left">
        <Text role="alert">{copy.loadFailed}</Text>
        <Button
          variant="secondary"
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {copy.retry}
        </Button>
      </Stack>
    );
  }
  if (!account || !AccountForms) return <Text role="status">{copy.loading}</Text>;

  return <AccountForms account={account} onChange={setAccount} />;
}
