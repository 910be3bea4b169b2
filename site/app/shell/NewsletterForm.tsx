import { Button, Inline, Stack, Text, TextField, useToast } from '@akoma/design-system';
import { useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';

import { footerContent } from '../content/navigation';
import { emailProblem } from '../forms/email';
import { createInquirySender, newsletterInquiry } from '../forms/contactInquiry';

/**
 * The footer newsletter box. It checks the address, keeps what was typed when something goes
 * wrong, and hands the sign-up to the same contact function as the contact form, with the subject
 * "Newsletter subscription".
 */
export function NewsletterForm() {
  const { newsletter } = footerContent;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const sendSignUp = useRef(createInquirySender()).current;
  const toast = useToast();

  // The footer's code arrives after the page (Shell.tsx): keep whatever was typed into the
  // prerendered box before it did.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setEmail(typed);
  }, []);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await sendSignUp(newsletterInquiry(email.trim()));
      setEmail('');
      toast.success("You're on the list", { description: 'The next issue of The Workroom will reach your inbox.' });
    } catch {
      toast.error("We couldn't sign you up", { description: 'Your address is still in the box. Please try again in a moment.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="newsletter-heading">
      <Stack space="small">
        <Text id="newsletter-heading" weight="semibold">
          {newsletter.heading}
        </Text>
        <Text size="small" tone="secondary">
          {newsletter.intro}
        </Text>
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
          <Button type="submit" variant="secondary" busy={sending} busyLabel="Subscribing...">
            {newsletter.button}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
