import { PasswordField, Stack, TextField, useToast } from '@akoma/design-system';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import authContent from '#content/auth';

import { trackGoal } from '../../analytics/goals';
import { minimumPasswordLength } from '../../content/account';
import { useFormAction } from '../../forms/useFormAction';
import { loadSupabase } from '../../supabase/client';
import { returnAddress } from '../../supabase/memberLanguage';
import { afterSignUp, cardRequest, credentialsProblem, emptySignUp, signUpFields, signUpRequest, type CardRequests } from './authForms';
import { AuthSubmit } from './AuthSubmit';
import { SignUpCode } from './SignUpCode';

interface SignUpFormProps {
  /** The card's one request at a time. */
  requests: CardRequests;
  /** Where the confirmation link returns, signed in: a path of this site (in this edition). */
  returnPath: string;
  /** Another way in, offered under the form ("or" …). */
  alternative: ReactNode;
}

/**
 * The Create account tab's form: name, work address and a password; Auth mails a confirmation link
 * and code. Once the account is made, the code's form takes its place (SignUpCode.tsx), and the
 * page's address names where the member goes once confirmed (`next`), in this tab or another.
 */
export function SignUpForm({ requests, returnPath, alternative }: SignUpFormProps) {
  const toast = useToast();
  const [values, setValues] = useState(emptySignUp);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [, setParameters] = useSearchParams();
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (sentTo !== undefined) codeRef.current?.focus();
  }, [sentTo]);
  const form = useFormAction({
    values,
    setValues,
    fields: signUpFields,
    check: credentialsProblem,
    send: async (sent) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.auth.signUp(signUpRequest(sent, returnAddress(returnPath)));
      if (error) throw error;
    },
    onSent: (_done, sent) => {
      setValues(afterSignUp);
      setSentTo(sent.email.trim());
      trackGoal('Sign-up', { method: 'email' });
      // Confirmed here by the code, or in another tab by the link, the page sends the member on to this.
      setParameters(
        (current) => {
          current.set('next', returnPath);
          return current;
        },
        { replace: true, preventScrollReset: true },
      );
      toast.success(authContent.messages.accountCreated);
    },
    ...cardRequest(requests, 'signUp'),
  });

  if (sentTo !== undefined) return <SignUpCode email={sentTo} returnPath={returnPath} requests={requests} codeRef={codeRef} />;

  return (
    <form noValidate onSubmit={form.submit}>
      <Stack space="medium">
        <TextField {...form.field('firstName')} autoComplete="given-name" label={authContent.signUp.firstName} />
        <TextField {...form.field('lastName')} autoComplete="family-name" label={authContent.signUp.lastName} />
        <TextField type="email" {...form.field('email')} autoComplete="email" label={authContent.signUp.email} required />
        <PasswordField
          {...form.field('password')}
          autoComplete="new-password"
          label={authContent.signUp.password}
          placeholder={authContent.signUp.passwordPlaceholder.replace('{min}', String(minimumPasswordLength))}
          required
        />
        <AuthSubmit requests={requests} request="signUp" busyLabel={authContent.signUp.busy} alternative={alternative}>
          {authContent.signUp.submit}
        </AuthSubmit>
      </Stack>
    </form>
  );
}
