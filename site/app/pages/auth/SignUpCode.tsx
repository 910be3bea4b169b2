import { Button, Heading, Stack, Text, TextField, useToast } from '@akoma/design-system';
import { useState, type Ref } from 'react';

import authContent from '#content/auth';

import { useFormAction } from '../../forms/useFormAction';
import { loadSupabase } from '../../supabase/client';
import { returnAddress } from '../../supabase/memberLanguage';
import { announceSessionChange } from '../../supabase/session';
import { FormOutcome } from '../shared/FormOutcome';
import {
  authFailure,
  emptySignUpCode,
  requestButton,
  signUpCodeErrors,
  signUpCodeFailure,
  signUpCodeFields,
  signUpCodeRequest,
  type CardRequests,
} from './authForms';
import { AuthSubmit } from './AuthSubmit';

const copy = authContent.code;

interface SignUpCodeProps {
  /** The new account's address, where the code went. */
  email: string;
  /** Where the confirmation link returns (a path of this site): a new code's e-mail carries the same. */
  returnPath: string;
  /** The card's one request at a time. */
  requests: CardRequests;
  /** Receives the code field, where focus goes as the form opens. */
  codeRef: Ref<HTMLInputElement>;
}

/**
 * After "Create account": the 6-digit code from the confirmation e-mail confirms the account here
 * (`verifyOtp`, type `signup`), as its link would. Once confirmed the member is signed in, and the
 * page sends them on (useAuthRedirect, to IndyCircle's welcome unless they came from elsewhere). A
 * wrong or expired code says so on the field; "Send a new code" mails another.
 */
export function SignUpCode({ email, returnPath, requests, codeRef }: SignUpCodeProps) {
  const toast = useToast();
  const [values, setValues] = useState(emptySignUpCode);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const form = useFormAction({
    values,
    setValues,
    fields: signUpCodeFields,
    check: signUpCodeErrors,
    send: async (sent) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.auth.verifyOtp(signUpCodeRequest(email, sent));
      if (error) throw error;
      announceSessionChange();
    },
    failed: signUpCodeFailure,
    onStart: () => {
      requests.start('code');
    },
  });

  const resend = async () => {
    setResending(true);
    setResent(false);
    try {
      const supabase = await loadSupabase();
      const { error } = await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: returnAddress(returnPath) } });
      if (error) throw error;
      setResent(true);
    } catch (error) {
      toast.error(authFailure(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={form.submit}>
      <Stack space="medium">
        <Heading level={3} size="4">
          {copy.heading}
        </Heading>
        <Text tone="secondary">{copy.intro.replace('{email}', () => email)}</Text>
        <TextField
          ref={codeRef}
          {...form.field('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          label={copy.field}
          required
        />
        <AuthSubmit requests={requests} request="code" busyLabel={copy.busy}>
          {copy.submit}
        </AuthSubmit>
        <Button
          type="button"
          variant="ghost"
          {...requestButton(requests.running, 'resend')}
          busy={resending}
          busyLabel={copy.resendBusy}
          onClick={() => void resend()}
        >
          {copy.resend}
        </Button>
        {resent ? <FormOutcome>{copy.resent.replace('{email}', () => email)}</FormOutcome> : null}
      </Stack>
    </form>
  );
}
