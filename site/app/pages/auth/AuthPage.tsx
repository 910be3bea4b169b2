import { Card, Column, Columns, Heading, Inline, Link, List, Section, Stack, Text } from '@akoma/design-system';

import { authContent } from '../../content/auth';
import { screenPage } from '../../content/pages';
import { AuthCard } from './AuthCard';
import { HydratedApart } from '../../performance/hydratedApart';
import { useAuthRedirect } from './useAuthRedirect';
import { AfterFirstFrame } from '../../performance/AfterFirstFrame';

/** IndyCircle: sign in or create an account; a signed-in member is sent to the home page. */
export function AuthPage() {
  useAuthRedirect();
  const page = screenPage('auth');
  return (
    <Section headingLevel={1} heading={page.heading} intro={authContent.intro} tone="muted">
      {/* The card follows the heading a frame later when the visitor comes from another page. */}
      <AfterFirstFrame>
        <Columns space="xlarge" collapseBelow="desktop">
          <Column width="3/5">
            {/* Hydrated on its own, after the page around it: its tabs render twice as they take over, and
                together with the page that made one long task on a slow phone. */}
            <HydratedApart>
              <AuthCard />
            </HydratedApart>
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
