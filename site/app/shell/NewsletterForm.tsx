import { Button, Inline, Stack, Text, TextField, useToast } from '@akoma/design-system';
import { useRef, useState, type SubmitEvent } from 'react';

import { contactDetails } from '../content/contactDetails';
import { footerContent } from '../content/navigation';
import { emailProblem } from '../forms/email';

/**
 * The footer newsletter box. It checks the address and keeps what was typed. Sending it goes
 * through the same contact function as the contact form once that exists; until then it says
 * plainly that sign-up is not open yet, and how to subscribe instead. It never pretends to succeed.
 */
export function NewsletterForm() {
  const { newsletter } = footerContent;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const toast = useToast();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    toast.error('Newsletter sign-up is not open yet', {
      description: `Your address is still in the box. To join today, email ${contactDetails.email} with the subject "Newsletter".`,
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="newsletter-heading">
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
          <Button type="submit" variant="secondary">
            {newsletter.button}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
