import { Button, Stack, Text, TextField } from '@akoma/design-system';
import { useState } from 'react';

import copy from '#content/account';

import { useFormAction } from '../../forms/useFormAction';
import { failureReason, requestEmailChange, type Account } from '../../members/account';
import { FormOutcome } from '../shared/FormOutcome';
import { AccountPanel } from './AccountPanel';
import { emailChangeErrors, emailChangeFields } from './accountForms';

interface EmailFormProps {
  account: Account;
  /** The account as Auth has it once the change is asked for (with the address waiting for confirmation). */
  onChange: (account: Account) => void;
}

/**
 * A new sign-in address. Auth mails a link to it and one to the current address; the address
 * changes once both are followed. Auth's refusal (the address is taken, too many requests…)
 * belongs to the field.
 */
export function EmailForm({ account, onChange }: EmailFormProps) {
  const [values, setValues] = useState({ email: '' });
  const form = useFormAction({
    values,
    setValues,
    fields: emailChangeFields,
    check: (checked) => emailChangeErrors(checked, account.email),
    send: async (sent) => {
      const wanted = sent.email.trim();
      return { account: await requestEmailChange(wanted), sentTo: wanted };
    },
    onSent: (done) => {
      onChange(done.account);
      setValues({ email: '' });
    },
    failed: (error) => ({ email: failureReason(error, copy.loadFailed) }),
  });

  return (
    <AccountPanel heading={copy.email.heading} intro={copy.email.current.replace('{email}', () => account.email)}>
      {account.pendingEmail && !form.done ? <Text>{copy.email.pending.replace('{email}', () => account.pendingEmail ?? '')}</Text> : null}
      <form noValidate onSubmit={form.submit}>
        <Stack space="medium" align="left">
          <TextField type="email" {...form.field('email')} autoComplete="email" label={copy.email.newEmail} required />
          <Button type="submit" busy={form.pending} busyLabel={copy.email.busy}>
            {copy.email.submit}
          </Button>
          {form.done ? <FormOutcome>{copy.email.sent.replace('{email}', () => form.done?.sentTo ?? '')}</FormOutcome> : null}
        </Stack>
      </form>
    </AccountPanel>
  );
}
