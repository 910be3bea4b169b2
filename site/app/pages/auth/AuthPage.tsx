import { Card, Column, Columns, Heading, Inline, Link, List, Section, Stack, Text } from '@akoma/design-system';
import { useEffect } from 'react';

import authContent from '#content/auth';

import { screenPage } from '../../content/pages';
import { loadSupabase } from '../../supabase/client';
import { deferredPart } from '../../performance/deferred';
import { useAuthRedirect } from './useAuthRedirect';
import { AfterFirstFrame } from '../../performance/AfterFirstFrame';

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
 * The sign-in card (its tabs, its three forms, LinkedIn) is prerendered with the page, fields
 * already taking what is typed, but its code is fetched only once the visitor starts using the page
 * (a move, a touch, a key, focus), or at once on a press in it or an address that asks for one of
 * its states (?reset=1, ?next=…): see performance/deferred.tsx. Rendering its tabs and forms is a
 * long task on a slow phone, and a visitor who only reads the page never pays for it.
 */
const AuthCard = deferredPart({ name: 'auth-card', load: () => import('./AuthCard'), until: 'move' });

/** IndyCircle: sign in or create an account; a signed-in member is sent to the home page. */
export function AuthPage() {
  useAuthRedirect();
  usePreloadSupabaseOnFocus();
  const page = screenPage('auth');
  return (
    <Section headingLevel={1} heading={page.heading} intro={authContent.intro} tone="muted">
      {/* The card follows the heading a frame later when the visitor comes from another page. */}
      <AfterFirstFrame>
        <Columns space="xlarge" collapseBelow="desktop">
          <Column width="3/5">
            <AuthCard />
          </Column>
          <Column>
            <Stack space="large">
              <Card tone="accent">
                <Stack space="medium">
                  <Heading level={2} size="3">
                    {authContent.whyJoin.heading}
                  </Heading>
                  <List type="check">{authContent.whyJoin.benefits}</List>
                  <Link href={authContent.whyJoin.more.href}>{authContent.whyJoin.more.label}</Link>
                </Stack>
              </Card>
              <Stack space="small">
                <Text size="small" tone="secondary">
                  {authContent.trustedBy.label}
                </Text>
                <Inline render={<ul />} space="large">
                  {authContent.trustedBy.companies.map((company) => (
                    <li key={company}>
                      <Text weight="semibold">{company}</Text>
                    </li>
                  ))}
                </Inline>
              </Stack>
            </Stack>
          </Column>
        </Columns>
      </AfterFirstFrame>
    </Section>
  );
}
