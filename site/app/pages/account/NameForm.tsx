import { Button, Stack, TextField } from '@akoma/design-system';
import { useState } from 'react';

import copy from '#content/account';

import { useFormAction } from '../../forms/useFormAction';
import { failureReason, updateName, type Account } from '../../members/account';
import { FormOutcome } from '../shared/FormOutcome';
import { AccountPanel } from './AccountPanel';
import { nameErrors, nameFields, trimmedName } from './accountForms';

interface NameFormProps {
  account: Account;
  /** The account as Auth has it once the name is saved. */
  onChange: (account: Account) => void;
}

/** The member's first and last name: how the site greets them, the header at once. */
export function NameForm({ account, onChange }: NameFormProps) {
  const [values, setValues] = useState({ firstName: account.firstName, lastName: account.lastName });
  const form = useFormAction({
    values,
    setValues,
    fields: nameFields,
    check: nameErrors,
    send: (sent) => {
      const { firstName, lastName } = trimmedName(sent);
      return updateName(firstName, lastName);
    },
    onSent: (updated, sent) => {
      onChange(updated);
      setValues(trimmedName(sent));
    },
    failed: (error) => failureReason(error, copy.loadFailed),
  });

  return (
    <AccountPanel heading={copy.name.heading} intro={copy.name.intro}>
      <form noValidate onSubmit={form.submit}>
        <Stack space="medium" align="left">
          <TextField {...form.field('firstName')} autoComplete="given-name" label={copy.name.firstName} />
          <TextField {...form.field('lastName')} autoComplete="family-name" label={copy.name.lastName} />
          <Button type="submit" busy={form.pending} busyLabel={copy.name.busy}>
            {copy.name.submit}
          </Button>
          {form.sent ? <FormOutcome>{copy.name.saved}</FormOutcome> : null}
        </Stack>
      </form>
    </AccountPanel>
  );
}
