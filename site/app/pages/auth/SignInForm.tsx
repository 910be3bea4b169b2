import { Button, PasswordField, Stack, TextField, useToast } from '@akoma/design-system';
import type { Dispatch, ReactNode, Ref, SetStateAction } from 'react';

import authContent from '#content/auth';

import { useFormAction } from '../../forms/useFormAction';
import { loadSupabase } from '../../supabase/client';
import { keepMemberLanguage } from '../../supabase/memberLanguage';
import { announceSessionChange } from '../../supabase/session';
import { cardRequest, credentialsProblem, signInCredentials, signInFields, type CardRequests, type SignInValues } from './authForms';
import { AuthSubmit } from './AuthSubmit';

interface SignInFormProps {
  /** What is typed, kept by the card: it outlives the form while the reset form takes its place. */
  values: SignInValues;
  onValuesChange: Dispatch<SetStateAction<SignInValues>>;
  /** The card's one request at a time. */
  requests: CardRequests;
  /** Receives the "Forgot password?" button, where focus returns from the reset form. */
  forgotRef: Ref<HTMLButtonElement>;
  /** "Forgot password?": the reset form takes this one's place. */
  onForgot: () => void;
  /** Another way in, offered under the form ("or" …). */
  alternative: ReactNode;
}

/** The sign-in tab's form: address and password; once signed in, the page sends the member on. */
export function SignInForm({ values, onValuesChange, requests, forgotRef, onForgot, alternative }: SignInFormProps) {
  const toast = useToast();
  const form = useFormAction({
    values,
    setValues: onValuesChange,
    fields: signInFields,
    check: credentialsProblem,
    send: async (sent) => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.auth.signInWithPassword(signInCredentials(sent));
      if (error) throw error;
      // Their e-mails follow the edition they sign in from; nothing waits for it.
      void keepMemberLanguage(supabase, data.user);
      toast.success(authContent.messages.signedIn);
      announceSessionChange();
    },
    ...cardRequest(requests, 'signIn'),
  });

  return (
    <form noValidate onSubmit={form.submit}>
      <Stack space="medium">
        <TextField type="email" {...form.field('email')} autoComplete="email" label={authContent.signIn.email} required />
        <PasswordField {...form.field('password')} autoComplete="current-password" label={authContent.signIn.password} required />
        <Button ref={forgotRef} type="button" variant="ghost" size="small" onClick={onForgot}>
          {authContent.recovery.forgot}
        </Button>
        <AuthSubmit requests={requests} request="signIn" busyLabel={authContent.signIn.busy} alternative={alternative}>
          {authContent.signIn.submit}
        </AuthSubmit>
      </Stack>
    </form>
  );
}
