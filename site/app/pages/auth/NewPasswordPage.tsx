import { ButtonLink, Card, Container, Stack, Text, useToast } from '@akoma/design-system';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { accountContent as copy } from '../../content/account';
import { authContent } from '../../content/auth';
import type { PageEntry } from '../../content/pages';
import { changePassword } from '../../members/account';
import { loadSupabase } from '../../supabase/client';
import { useMember } from '../../supabase/session';
import { useHydrated } from '../../useHydrated';
import { ScreenIntro } from '../shared/screen';
import { NewPasswordForm } from '../account/NewPasswordForm';
import { arrivalOf, newPasswordView, type Arrival } from './resetLink';

/**
 * The page a password-reset link opens: Auth has signed the person in with a recovery session (in
 * the address), and they choose a new password here, then go on to IndyCircle signed in. A broken
 * or used link, or a visit without one, says so and offers a new link. A member already signed in
 * may set a new password here too.
 */
export function NewPasswordPage({ page }: { page: PageEntry }) {
  const member = useMember();
  const toast = useToast();
  const navigate = useNavigate();
  // Read once, on the first render in the browser: the fragment is gone once supabase-js reads it.
  // Shown only once hydrated: the prerendered page knows of no link, and hydration must match it.
  const [arrivalInAddress] = useState<Arrival>(() => (typeof window === 'undefined' ? 'none' : arrivalOf(window.location.hash)));
  const arrival = useHydrated() ? arrivalInAddress : 'none';
  const [sessionReady, setSessionReady] = useState(false);

  useEffect(() => {
    if (arrival !== 'link' && !member) return;
    let current = true;
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
      <ScreenIntro page={page}>{view === 'form' || view === 'checking' ? copy.newPassword.intro : authContent.recovery.intro}</ScreenIntro>
      <Container width="small" paddingY={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
        <Card>
          {view === 'checking' ? (
            <Text role="status">{copy.newPassword.waiting}</Text>
          ) : view === 'form' ? (
            <NewPasswordForm
              submitLabel={copy.password.submit}
              busyLabel={copy.password.busy}
              send={async (password) => {
                await changePassword(password);
                toast.success(copy.newPassword.done);
                void navigate('/circle', { replace: true });
              }}
            />
          ) : (
            <Stack space="medium" align="left">
              <Text role={view === 'broken-link' ? 'alert' : undefined}>
                {view === 'broken-link' ? copy.newPassword.invalid : copy.newPassword.noLink}
              </Text>
              <ButtonLink href="/auth?reset=1">{copy.newPassword.requestAgain}</ButtonLink>
            </Stack>
          )}
        </Card>
      </Container>
    </>
  );
}
