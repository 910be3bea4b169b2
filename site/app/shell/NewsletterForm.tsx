import { Box, Button, Inline, Stack, Text, TextField } from '@akoma/design-system';
import { useId, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';

import footer from '#content/footer';
import signUpMessages from '#content/newsletterSignUp';

import type { NewsletterSignUpMessages } from '../content/schema/newsletter';
import { emailProblem } from '../forms/email';
import {
  ContactSendError,
  createNewsletterSignUpSender,
  newsletterSignUpStatus,
  type NewsletterSignUpStatus,
} from '../forms/contactInquiry';
import { tryAgainIn } from '../forms/tryAgainIn';

interface NewsletterFormProps {
  /** The id of a heading outside the form that names it (the /newsletter page's); without one the form shows its own, as in the footer. */
  labelledBy?: string;
}

/** Which of the sign-up messages (site/content/pages/newsletter.yaml) says each answer of the server. */
const outcomes = {
  confirmation_sent: 'confirmationSent',
  confirmation_pending: 'confirmationPending',
  already_subscribed: 'alreadySubscribed',
} as const satisfies Record<NewsletterSignUpStatus, keyof NewsletterSignUpMessages>;

/** What the box says under the field after a send: what happened, or why it didn't. */
type Notice = { tone: 'neutral'; title: string; description: string } | { tone: 'problem'; description: string };

/**
 * The newsletter sign-up box (the footer's, and the /newsletter page's). It checks the address and
 * hands the sign-up to the contact function's newsletter route. Under the
 * field it then says what happened: a confirmation link sent, one already on its way, or the
 * address already subscribed; or why not (the server's message on the field, a wait after too many
 * tries). The address stays in the box after every failure.
 */
export function NewsletterForm({ labelledBy }: NewsletterFormProps) {
  const { newsletter } = footer;
  const ownHeadingId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | undefined>();
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const sendSignUp = useRef(createNewsletterSignUpSender()).current;

  // The footer's code arrives after the page (Shell.tsx): keep whatever was typed into the
  // prerendered box before it did.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setEmail(typed);
  }, []);

  const refuse = (problem: string) => {
    setError(problem);
    inputRef.current?.focus();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setNotice(undefined);
    const problem = emailProblem(email);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    const address = email.trim();
    setSending(true);
    try {
      const outcome = signUpMessages[outcomes[newsletterSignUpStatus(await sendSignUp({ email: address }))]];
      setEmail('');
      setNotice({ tone: 'neutral', title: outcome.title, description: outcome.description.replace('{email}', () => address) });
    } catch (caught) {
      const failure = caught instanceof ContactSendError ? caught.failure : undefined;
      const fieldProblem = failure?.kind === 'invalidFields' ? failure.fields.email : undefined;
      if (fieldProblem) refuse(fieldProblem);
      else if (failure?.kind === 'rateLimited')
        setNotice({ tone: 'problem', description: signUpMessages.rateLimited.replace('{wait}', tryAgainIn(failure.retryAfterSeconds)) });
      else setNotice({ tone: 'problem', description: signUpMessages.failed });
    } finally {
      setSending(false);
    }
  };

  const headingId = labelledBy ?? ownHeadingId;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
      <Stack space="small">
        {labelledBy ? null : (
          <>
            <Text id={ownHeadingId} weight="semibold">
              {newsletter.heading}
            </Text>
            <Text size="small" tone="secondary">
              {newsletter.intro}
            </Text>
          </>
        )}
        <Inline space="xsmall" alignY="bottom" collapseBelow="tablet">
          <TextField
            ref={inputRef}
            type="email"
            name="email"
            autoComplete="email"
            label={newsletter.label}
            hideLabel
            placeholder={newsletter.placeholder}
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (error) setError(undefined);
            }}
          />
          <Button type="submit" variant="secondary" busy={sending} busyLabel={newsletter.busy}>
            {newsletter.button}
          </Button>
        </Inline>
      </Stack>
      {/* Always in the page (taking no room while empty), so screen readers announce what arrives in it. */}
      <Box role="status" paddingTop={notice ? 'small' : 'none'}>
        {notice ? (
          <Text size="small" weight={notice.tone === 'problem' ? 'semibold' : 'regular'}>
            {notice.tone === 'neutral' ? (
              <>
                <Text render={<strong />} size="inherit" weight="semibold">
                  {notice.title}.
                </Text>{' '}
              </>
            ) : null}
            {notice.description}
          </Text>
        ) : null}
      </Box>
    </form>
  );
}
