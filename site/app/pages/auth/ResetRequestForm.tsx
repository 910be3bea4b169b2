import { Button, Heading, Stack, Text, TextField } from '@akoma/design-system';
import { useState, type Ref } from 'react';

import authContent from '#content/auth';

import { useFormAction } from '../../forms/useFormAction';
import { loadSupabase } from '../../supabase/client';
import { returnAddress } from '../../supabase/memberLanguage';
import { FormOutcome } from '../shared/FormOutcome';
import { cardRequest, resetRequestErrors, resetRequestFields, type CardRequests } from './authForms';
import { AuthSubmit } from './AuthSubmit';

interface ResetRequestFormProps {
  /** The address the sign-in form held when "Forgot password?" was pressed. */
  initialEmail: string;
  /** Receives the address field, where focus goes as the form opens. */
  emailRef: Ref<HTMLInputElement>;
  /** The card's one request at a time. */
  requests: CardRequests;
  /** "Back to sign in", with the address typed here. */
  onBack: (email: string) => void;
}

/** Whether the browser's own check of the form's e-mail field (`type="email"`) refuses what it holds. */
const browserRefusesEmail = (form: HTMLFormElement) => {
  const field = form.elements.namedItem(resetRequestFields.email);
  return field instanceof HTMLInputElement && field.validity.typeMismatch;
};

/**
 * "Forgot password?": the form that takes the sign-in form's place and asks Auth for a link to set
 * a new password, which opens /auth/new-password. Auth answers the same whether or not the address
 * has an account, and so does the form.
 */
export function ResetRequestForm({ initialEmail, emailRef, requests, onBack }: ResetRequestFormProps) {
  const [values, setValues] = useState({ email: initialEmail });
  const form = useFormAction({
    values,
    setValues,
    fields: resetRequestFields,
    check: (checked, element) => resetRequestErrors(checked, browserRefusesEmail(element)),
    send: async (sent) => {
      const email = sent.email.trim();
      const supabase = await loadSupabase();
      // The link opens this edition's page, and the e-mail is in the member's language.
      const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: returnAddress('/auth/new-password') });
      if (error) throw error;
      return email;
    },
    ...cardRequest(requests, 'reset'),
  });

  return (
    <form noValidate onSubmit={form.submit}>
      <Stack space="medium">
        <Heading level={3} size="4">
          {authContent.recovery.heading}
        </Heading>
        <Text tone="secondary">{authContent.recovery.intro}</Text>
        <TextField ref={emailRef} type="email" {...form.field('email')} autoComplete="email" label={authContent.recovery.email} required />
        <AuthSubmit requests={requests} request="reset" busyLabel={authContent.recovery.busy}>
          {authContent.recovery.submit}
        </AuthSubmit>
        {form.done === undefined ? null : <FormOutcome>{authContent.recovery.sent.replace('{email}', () => form.done ?? '')}</FormOutcome>}
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            onBack(values.email);
          }}
        >
          {authContent.recovery.back}
        </Button>
      </Stack>
    </form>
  );
}
