import { Banner, Box, Button, Link, Section, Stack, Text } from '@akoma/design-system';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useSearchParams } from 'react-router';

import copy from '#content/unsubscribe';

import type { PageEntry } from '../../content/pages';
import { readUnsubscribeLink, unsubscribe, type UnsubscribeKind, type UnsubscribeLink } from '../../members/unsubscribeLink';
import { useHydrated } from '../../useHydrated';
import { ScreenIntro } from '../shared/screen';

/** Each kind of e-mail's words. */
const wordsOf: Record<UnsubscribeKind, (typeof copy)['digest']> = {
  digest: copy.digest,
  event_reminders: copy.eventReminders,
  newsletter: copy.newsletter,
};

const preferencesPath = '/circle/account#preferences';

/**
 * /circle/unsubscribe: opened from an IndyCircle e-mail's unsubscribe link, it says what stops and
 * waits for a press (programs that open every link in an e-mail must not unsubscribe anyone), then
 * says it is done, with a way to the member's preferences. A link that is cut short or refused says
 * so. The address is read once the page runs: the prerendered page has none.
 */
export function UnsubscribePage({ page }: { page: PageEntry }) {
  const [parameters] = useSearchParams();
  const hydrated = useHydrated();
  const link = hydrated ? readUnsubscribeLink(parameters) : undefined;
  return (
    <>
      <ScreenIntro page={page} />
      {!hydrated ? null : link ? <UnsubscribePanel key={`${link.user}:${link.kind}:${link.token}`} link={link} /> : <InvalidLink />}
    </>
  );
}

type PanelState = 'ready' | 'sending' | 'done' | 'invalid' | 'failed';

function UnsubscribePanel({ link }: { link: UnsubscribeLink }) {
  const words = wordsOf[link.kind];
  const [state, setState] = useState<PanelState>('ready');
  const outcomeHeading = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (state === 'done' || state === 'invalid') outcomeHeading.current?.focus();
  }, [state]);

  if (state === 'invalid') return <InvalidLink headingRef={outcomeHeading} />;

  const press = async () => {
    setState('sending');
    setState(await unsubscribe(link));
  };

  return (
    <Section
      tone="accent"
      width="medium"
      heading={
        <span ref={outcomeHeading} tabIndex={-1}>
          {state === 'done' ? words.done : words.heading}
        </span>
      }
      intro={state === 'done' ? copy.doneText : words.text}
    >
      {state === 'done' ? (
        <Link href={preferencesPath}>{copy.preferences}</Link>
      ) : (
        <Stack space={state === 'failed' ? 'large' : 'none'}>
          <Banner open={state === 'failed'} tone="critical" title={copy.failed.heading} description={copy.failed.text} />
          <Box>
            <Button size="large" busy={state === 'sending'} busyLabel={copy.busy} onClick={() => void press()}>
              {words.button}
            </Button>
          </Box>
        </Stack>
      )}
    </Section>
  );
}

function InvalidLink({ headingRef }: { headingRef?: Ref<HTMLSpanElement> }) {
  return (
    <Section
      tone="accent"
      width="medium"
      heading={
        <span ref={headingRef} tabIndex={-1}>
          {copy.invalid.heading}
        </span>
      }
    >
      <Stack space="medium">
        <Text>{copy.invalid.text}</Text>
        <Link href={preferencesPath}>{copy.preferences}</Link>
      </Stack>
    </Section>
  );
}
