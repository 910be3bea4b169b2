import { ButtonLink, Container, Inline, List, Section, Stack, Text } from '@akoma/design-system';
import { lazy, Suspense } from 'react';

import circle from '#content/circle';

import type { PageEntry } from '../../content/pages';
import { signInHref } from '../../members/returnTo';
import { useMember } from '../../supabase/session';
import { ScreenIntro } from '../shared/screen';

// A member's sections (their lists, the chart, the data calls) load only for a signed-in member.
const MemberCircle = lazy(() => import('./MemberCircle'));

/**
 * IndyCircle's home: for a visitor, what it offers and how to join; for a member, their saved
 * library, recommendations, assessment progress, ROI estimates, events and a way to their account.
 */
export function CirclePage({ page }: { page: PageEntry }) {
  const member = useMember() !== null;
  return (
    <>
      <ScreenIntro page={page}>{circle.signedOut.intro}</ScreenIntro>
      {member ? (
        <Suspense
          fallback={
            <Container>
              <Text role="status">{circle.library.loading}</Text>
            </Container>
          }
        >
          <MemberCircle />
        </Suspense>
      ) : (
        <Offer />
      )}
    </>
  );
}

function Offer() {
  return (
    <Section tone="muted" heading={circle.signedOut.offersHeading}>
      <Stack space="large">
        <List type="check">{circle.signedOut.offers}</List>
        <Inline space="medium">
          <ButtonLink href={signInHref('/circle')}>{circle.signedOut.join}</ButtonLink>
          <ButtonLink href={signInHref('/circle')} variant="secondary">
            {circle.signedOut.signIn}
          </ButtonLink>
        </Inline>
      </Stack>
    </Section>
  );
}
