import { Button, PasswordField, Stack } from '@akoma/design-system';
import { useRef, useState, type SubmitEvent } from 'react';

import { accountContent as copy, minimumPasswordLength } from '../../content/account';
import { failureReason } from '../../members/account';

const reason = (error: unknown) => failureReason(error, copy.loadFailed);

/** A new password twice, checked here against Auth's rules before it is sent. */
export function NewPasswordForm({
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  submitLabel: string;
  busyLabel: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = {
      password: values.password.length < minimumPasswordLength ? copy.password.tooShort : undefined,
      confirm: values.password !== values.confirm ? copy.password.mismatch : undefined,
    };
    setErrors(problems);
    if (problems.password) return passwordRef.current?.focus();
    if (problems.confirm) return confirmRef.current?.focus();
    setBusy(true);
    onSubmit(values.password)
      .then(() => {
        setValues({ password: '', confirm: '' });
      })
      .catch((failure: unknown) => {
        setErrors({ password: reason(failure) });
        passwordRef.current?.focus();
      })
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack space="medium" align="left">
        <PasswordField
          ref={passwordRef}
          name="new-password"
          autoComplete="new-password"
          label={copy.password.newPassword}
          placeholder={copy.password.placeholder}
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => {
            const { value } = event.currentTarget;
            setValues((current) => ({ ...current, password: value }));
          }}
        />
        <PasswordField
          ref={confirmRef}
          name="confirm-password"
          autoComplete="new-password"
          label={copy.password.confirm}
          required
          value={values.confirm}
          error={errors.confirm}
          onChange={(event) => {
            const { value } = event.currentTarget;
            setValues((current) => ({ ...current, confirm: value }));
          }}
        />
        <Button type="submit" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
