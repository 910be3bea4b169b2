import { Button, ConfirmDialog, Stack, TextField, useToast } from '@akoma/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import copy from '#content/account';

import { deleteAccount, failureReason, type Account } from '../../members/account';
import { AccountPanel } from './AccountPanel';
import { confirmsDeletion } from './accountForms';

/**
 * Deleting the account, once the member has typed their address in a confirmation dialog; then the
 * home page. The dialog's button is busy while the deletion runs, and a failure keeps it open.
 */
export function DeletionPanel({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const toast = useToast();
  const navigate = useNavigate();
  const matches = confirmsDeletion(typed, account.email);

  const confirm = async () => {
    if (!matches) {
      setError(copy.deletion.mismatch);
      throw new Error(copy.deletion.mismatch);
    }
    try {
      const { confirmationSent } = await deleteAccount(typed.trim());
      setOpen(false);
      toast.success(confirmationSent ? copy.deletion.deleted.replace('{email}', () => account.email) : copy.deletion.deletedUnmailed);
      void navigate('/', { replace: true });
    } catch (failure) {
      setError(failureReason(failure, copy.deletion.failed));
      throw failure;
    }
  };

  return (
    <AccountPanel heading={copy.deletion.heading} intro={copy.deletion.intro}>
      <Stack space="medium" align="left">
        <Button
          variant="secondary"
          onClick={() => {
            setTyped('');
            setError(undefined);
            setOpen(true);
          }}
        >
          {copy.deletion.open}
        </Button>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          tone="critical"
          title={copy.deletion.dialogTitle}
          description={copy.deletion.dialogText}
          confirmLabel={copy.deletion.confirm}
          confirmDisabled={!matches}
          onConfirm={confirm}
        >
          <TextField
            type="email"
            name="confirm-email"
            autoComplete="off"
            label={copy.deletion.confirmField}
            hint={account.email}
            value={typed}
            error={error}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setError(undefined);
            }}
          />
        </ConfirmDialog>
      </Stack>
    </AccountPanel>
  );
}
