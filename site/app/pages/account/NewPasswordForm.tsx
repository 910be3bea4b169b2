import { Button, PasswordField, Stack } from '@akoma/design-system';
import { useState } from 'react';

import copy from '#content/account';

import { useFormAction } from '../../forms/useFormAction';
import { failureReason } from '../../members/account';
import { FormOutcome } from '../shared/FormOutcome';
import { emptyNewPassword, newPasswordErrors, newPasswordFields, ruleMessages } from './accountForms';

interface NewPasswordFormProps {
  /** What the submit button says. */
  submitLabel: string;
  /** What it says while the password is being set. */
  busyLabel: string;
  /** Sets the password; throws with Auth's reason when it is refused. */
  send: (password: string) => Promise<void>;
  /** Said under the form once the password is set, until the next submit. */
  doneMessage?: string;
}

/** A new password twice, checked here against Auth's rules before it is sent; Auth's refusal shows on the first field. */
export function NewPasswordForm({ submitLabel, busyLabel, send, doneMessage }: NewPasswordFormProps) {
  const [values, setValues] = useState(emptyNewPassword);
  const form = useFormAction({
    values,
    setValues,
    fields: newPasswordFields,
    check: newPasswordErrors,
    send: (sent) => send(sent.password),
    onSent: () => {
      setValues(emptyNewPassword);
    },
    failed: (error) => ({ password: failureReason(error, copy.loadFailed) }),
  });

  return (
    <>
      <form noValidate onSubmit={form.submit}>
        <Stack space="medium" align="left">
          <PasswordField
            {...form.field('password')}
            autoComplete="new-password"
            label={copy.password.newPassword}
            placeholder={ruleMessages.passwordPlaceholder}
            required
          />
          <PasswordField {...form.field('confirm')} autoComplete="new-password" label={copy.password.confirm} required />
          <Button type="submit" busy={form.pending} busyLabel={busyLabel}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
      {doneMessage && form.sent ? <FormOutcome>{doneMessage}</FormOutcome> : null}
    </>
  );
}
