import { Banner, Box, Button, Column, Columns, Heading, Link, List, Section, Stack } from '@akoma/design-system';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import newsletterPage from '#content/newsletter';

import { useHydrated } from '../../useHydrated';
import type { PageEntry } from '../../content/pages';
import { trackGoal } from '../../analytics/goals';
import { ContactSendError, followNewsletterLink } from '../../forms/contactInquiry';
import { ScreenIntro } from '../shared/screen';
import { NewsletterForm } from '../../shell/NewsletterForm';
import { inPageLinkTo } from '../shared/inPageLinkTo';
import { readNewsletterLink, type NewsletterLink } from './newsletterLink';

const { inside, steps, signUp, links } = newsletterPage;

/** The id of the sign-up section's heading: the invalid-link message and "sign up again" links jump here. */
const signUpHeadingId = 'newsletter-sign-up';

/**
 * /newsletter: what The Workroom is and how signing up works, with its own sign-up form. Opened
 * from a link in one of its e-mails (`?confirm=` or `?unsubscribe=`), it first offers that action
 * as a button.
 */
export function NewsletterPage({ page }: { page: PageEntry }) {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const link = hydrated ? readNewsletterLink(searchParams) : undefined;
  return (
    <>
      <ScreenIntro page={page}>{newsletterPage.intro}</ScreenIntro>
      {link ? <NewsletterLinkPanel key={`${link.action}:${link.token}`} link={link} /> : null}
      <Section heading={newsletterPage.expect}>
        <Columns space="xxlarge" collapseBelow="desktop">
          {[inside, steps].map((column) => (
            <Column key={column.heading}>
              <Stack space="medium">
                <Heading level={3} size="4">
                  {column.heading}
                </Heading>
                <List type={column === steps ? 'number' : 'check'}>{column.items}</List>
              </Stack>
            </Column>
          ))}
        </Columns>
      </Section>
      <Section
        tone="muted"
        width="medium"
        heading={
          <span id={signUpHeadingId} tabIndex={-1}>
            {signUp.heading}
          </span>
        }
        intro={signUp.intro}
      >
        <NewsletterForm labelledBy={signUpHeadingId} />
      </Section>
    </>
  );
}

type LinkState = 'ready' | 'sending' | 'done' | 'invalid' | 'failed';

/**
 * The confirm or unsubscribe action for a link from an e-mail. It waits for a press: programs that
 * open every link in an e-mail to scan it must not subscribe or unsubscribe anyone. After the press
 * it shows what happened, with focus moved to the outcome's heading so it is read at once.
 */
function NewsletterLinkPanel({ link }: { link: NewsletterLink }) {
  const words = links[link.action];
  const [state, setState] = useState<LinkState>('ready');
  const outcomeHeading = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (state === 'done' || state === 'invalid') outcomeHeading.current?.focus();
  }, [state]);

  const press = async () => {
    setState('sending');
    try {
      await followNewsletterLink(link.action, link.token);
      setState('done');
      if (link.action === 'confirm') trackGoal('Newsletter confirmed', { from: 'e-mail link' });
    } catch (error) {
      setState(error instanceof ContactSendError && error.failure.kind === 'invalidToken' ? 'invalid' : 'failed');
    }
  };

  const outcome = state === 'done' ? words.done : state === 'invalid' ? links.invalid : undefined;
  return (
    <Section
      tone="accent"
      width="medium"
      heading={
        <span ref={outcomeHeading} tabIndex={-1}>
          {outcome?.title ?? words.heading}
        </span>
      }
      intro={outcome?.description ?? words.intro}
    >
      {state === 'invalid' ? (
        <Link {...inPageLinkTo(signUpHeadingId)}>{links.invalid.action}</Link>
      ) : state === 'done' ? null : (
        <Stack space={state === 'failed' ? 'large' : 'none'}>
          <Banner open={state === 'failed'} tone="critical" title={links.failed.title} description={links.failed.description} />
          <Box>
            <Button size="large" busy={state === 'sending'} busyLabel={words.busy} onClick={() => void press()}>
              {words.button}
            </Button>
          </Box>
        </Stack>
      )}
    </Section>
  );
}
