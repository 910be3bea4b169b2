import { ButtonLink, Card, Container, Stack, Text } from '@akoma/design-system';
import { lazy, Suspense, useEffect, useState } from 'react';

import authContent from '#content/auth';
import copy from '#content/newPassword';

import type { PageEntry } from '../../content/pages';
import { arrivalFragment } from '../../supabase/arrivalFragment';
import { loadSupabase } from '../../supabase/client';
import { useMember } from '../../supabase/session';
import { useHydrated } from '../../useHydrated';
import { ScreenIntro } from '../shared/screen';
import { arrivalOf, newPasswordView, type Arrival } from './resetLink';

/**
 * The form itself (with the account's words and Auth calls it needs) is no part of the page's
 * start-up: most visits here have no link and never show it. Its code is fetched with the session
 * check, when a reset link or a signed-in member makes the form likely.
 */
const loadSetNewPassword = () => import('./SetNewPassword');
const SetNewPassword = lazy(loadSetNewPassword);

/**
 * The page a password-reset link opens: Auth has signed the person in with a recovery session (in
 * the address), and they choose a new password here, then go on to IndyCircle signed in. A broken
 * or used link, or a visit without one, says so and offers a new link. A member already signed in
 * may set a new password here too.
 */
export function NewPasswordPage({ page }: { page: PageEntry }) {
  const member = useMember();
  // The fragment the page was opened with: by the time this renders, the link may already be
  // finished and the fragment gone from the address. Shown only once hydrated: the prerendered page
  // knows of no link, and hydration must match it.
  const [arrivalInAddress] = useState<Arrival>(() => arrivalOf(arrivalFragment()));
  const arrival = useHydrated() ? arrivalInAddress : 'none';
  const [sessionReady, setSessionReady] = useState(false);

  useEffect(() => {
    if (arrival !== 'link' && !member) return;
    let current = true;
    // A head start only: should it fail, the form asks again as it renders (a second failure shows
    // the route's error screen).
    loadSetNewPassword().catch(() => undefined);
    void loadSupabase()
      .then((supabase) => supabase.auth.getSession())
      .then(({ data }) => {
        if (current) setSessionReady(data.session !== null);
      });
    return () => {
      current = false;
    };
  }, [arrival, member]);

  const view = newPasswordView(arrival, sessionReady, member !== null);

  return (
    <>
      <ScreenIntro page={page}>{view === 'form' || view === 'checking' ? copy.intro : authContent.recovery.intro}</ScreenIntro>
      <Container width="small" paddingY={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
        <Card>
          {view === 'checking' ? (
            <Checking />
          ) : view === 'form' ? (
            <Suspense fallback={<Checking />}>
              <SetNewPassword />
            </Suspense>
          ) : (
            <Stack space="medium" align="left">
              <Text role={view === 'broken-link' ? 'alert' : undefined}>{view === 'broken-link' ? copy.invalid : copy.noLink}</Text>
              <ButtonLink href="/auth?reset=1">{copy.requestAgain}</ButtonLink>
            </Stack>
          )}
        </Card>
      </Container>
    </>
  );
}

/** While the link's session, or the form's code, is on its way. */
function Checking() {
  return <Text role="status">{copy.waiting}</Text>;
}
