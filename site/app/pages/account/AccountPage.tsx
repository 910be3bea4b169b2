import {
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  Container,
  Heading,
  Inline,
  Stack,
  Text,
  TextField,
  useToast,
} from '@akoma/design-system';
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';

import { accountContent as copy } from '../../content/account';
import type { PageEntry } from '../../content/pages';
import { emailProblem } from '../../forms/email';
import {
  changePassword,
  deleteAccount,
  failureReason,
  exportMyData,
  loadAccount,
  requestEmailChange,
  signOut,
  updateName,
  type Account,
} from '../../members/account';
import { signInHref } from '../../members/returnTo';
import { useMember } from '../../supabase/session';
import { NewPasswordForm } from './NewPasswordForm';
import { ScreenIntro } from '../shared/screen';

/** The longest first or last name kept (Auth caps the whole of a member's metadata too). */
const maxNameLength = 80;

const reason = (error: unknown) => failureReason(error, copy.loadFailed);

/**
 * IndyCircle's account page: for a member, their name, sign-in address, password, sessions, data
 * and the deletion of their account; for a visitor, a way to sign in. No redirect either way.
 */
export function AccountPage({ page }: { page: PageEntry }) {
  const member = useMember();
  return (
    <>
      <ScreenIntro page={page}>{copy.intro}</ScreenIntro>
      <Container paddingY={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
        {member ? (
          <AccountSettings key={member.email} />
        ) : (
          <Stack space="medium" align="left">
            <Text>{copy.signedOut.text}</Text>
            <ButtonLink href={signInHref('/circle/account')}>{copy.signedOut.signIn}</ButtonLink>
          </Stack>
        )}
      </Container>
    </>
  );
}

function AccountSettings() {
  const [account, setAccount] = useState<Account | undefined>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadAccount().then(
      (loaded) => {
        if (current) setAccount(loaded);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (failed) {
    return (
      <Stack space="medium" align="left">
        <Text role="alert">{copy.loadFailed}</Text>
        <Button
          variant="secondary"
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {copy.retry}
        </Button>
      </Stack>
    );
  }
  if (!account) return <Text role="status">{copy.loading}</Text>;

  return (
    <Stack space="xlarge">
      <NameForm account={account} onChange={setAccount} />
      <EmailForm account={account} onChange={setAccount} />
      <PasswordForm />
      <SessionsPanel />
      <DataPanel />
      <DeletionPanel account={account} />
    </Stack>
  );
}

function Panel({ heading, intro, children }: { heading: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card render={<section aria-labelledby={headingId} />}>
      <Stack space="medium">
        <Heading level={2} size="4" id={headingId}>
          {heading}
        </Heading>
        {intro ? <Text tone="secondary">{intro}</Text> : null}
        {children}
      </Stack>
    </Card>
  );
}

/** A form's outcome, said where it happened and announced. */
function Outcome({ children }: { children: ReactNode }) {
  return (
    <Text role="status" weight="semibold">
      {children}
    </Text>
  );
}

function NameForm({ account, onChange }: { account: Account; onChange: (account: Account) => void }) {
  const [names, setNames] = useState({ firstName: account.firstName, lastName: account.lastName });
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('');
  const firstRef = useRef<HTMLInputElement>(null);
  const lastRef = useRef<HTMLInputElement>(null);
  const toast = useToast();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstName = names.firstName.trim();
    const lastName = names.lastName.trim();
    const problems = {
      firstName: firstName.length > maxNameLength ? copy.name.tooLong : undefined,
      lastName: lastName.length > maxNameLength ? copy.name.tooLong : undefined,
    };
    setErrors(problems);
    setOutcome('');
    if (problems.firstName) return firstRef.current?.focus();
    if (problems.lastName) return lastRef.current?.focus();
    setBusy(true);
    updateName(firstName, lastName)
      .then((updated) => {
        onChange(updated);
        setNames({ firstName, lastName });
        setOutcome(copy.name.saved);
      })
      .catch((error: unknown) => toast.error(reason(error)))
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <Panel heading={copy.name.heading} intro={copy.name.intro}>
      <form noValidate onSubmit={submit}>
        <Stack space="medium" align="left">
          <TextField
            ref={firstRef}
            name="first_name"
            autoComplete="given-name"
            label={copy.name.firstName}
            value={names.firstName}
            error={errors.firstName}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setNames((current) => ({ ...current, firstName: value }));
            }}
          />
          <TextField
            ref={lastRef}
            name="last_name"
            autoComplete="family-name"
            label={copy.name.lastName}
            value={names.lastName}
            error={errors.lastName}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setNames((current) => ({ ...current, lastName: value }));
            }}
          />
          <Button type="submit" busy={busy} busyLabel={copy.name.busy}>
            {copy.name.submit}
          </Button>
          {outcome ? <Outcome>{outcome}</Outcome> : null}
        </Stack>
      </form>
    </Panel>
  );
}

function EmailForm({ account, onChange }: { account: Account; onChange: (account: Account) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const fieldRef = useRef<HTMLInputElement>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = email.trim();
    const problem =
      wanted === '' || emailProblem(wanted) ? copy.email.invalid : wanted.toLowerCase() === account.email ? copy.email.same : undefined;
    setError(problem);
    setSentTo(undefined);
    if (problem) return fieldRef.current?.focus();
    setBusy(true);
    requestEmailChange(wanted)
      .then((updated) => {
        onChange(updated);
        setSentTo(wanted);
        setEmail('');
      })
      .catch((failure: unknown) => {
        // Auth's reason (the address is taken, too many requests...) belongs to the field.
        setError(reason(failure));
        fieldRef.current?.focus();
      })
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <Panel heading={copy.email.heading} intro={copy.email.current(account.email)}>
      {account.pendingEmail && !sentTo ? <Text>{copy.email.pending(account.pendingEmail)}</Text> : null}
      <form noValidate onSubmit={submit}>
        <Stack space="medium" align="left">
          <TextField
            ref={fieldRef}
            type="email"
            name="email"
            autoComplete="email"
            label={copy.email.newEmail}
            required
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
            }}
          />
          <Button type="submit" busy={busy} busyLabel={copy.email.busy}>
            {copy.email.submit}
          </Button>
          {sentTo ? <Outcome>{copy.email.sent(sentTo)}</Outcome> : null}
        </Stack>
      </form>
    </Panel>
  );
}

function PasswordForm() {
  const [outcome, setOutcome] = useState('');
  return (
    <Panel heading={copy.password.heading} intro={copy.password.intro}>
      <NewPasswordForm
        submitLabel={copy.password.submit}
        busyLabel={copy.password.busy}
        onSubmit={async (password) => {
          setOutcome('');
          await changePassword(password);
          setOutcome(copy.password.changed);
        }}
      />
      {outcome ? <Outcome>{outcome}</Outcome> : null}
    </Panel>
  );
}

function SessionsPanel() {
  const [pending, setPending] = useState<'local' | 'global' | null>(null);
  const toast = useToast();
  const navigate = useNavigate();

  const run = (scope: 'local' | 'global') => {
    setPending(scope);
    signOut(scope)
      .then(() => {
        toast.info(scope === 'global' ? copy.sessions.signedOutEverywhere : copy.sessions.signedOut);
        void navigate('/circle');
      })
      .catch((error: unknown) => {
        toast.error(reason(error));
        setPending(null);
      });
  };

  return (
    <Panel heading={copy.sessions.heading} intro={copy.sessions.intro}>
      <Inline space="medium">
        <Button
          variant="secondary"
          busy={pending === 'local'}
          busyLabel={copy.sessions.busy}
          disabled={pending === 'global'}
          onClick={() => run('local')}
        >
          {copy.sessions.signOut}
        </Button>
        <Button
          variant="secondary"
          busy={pending === 'global'}
          busyLabel={copy.sessions.busy}
          disabled={pending === 'local'}
          onClick={() => run('global')}
        >
          {copy.sessions.signOutEverywhere}
        </Button>
      </Inline>
    </Panel>
  );
}

function DataPanel() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('');
  const toast = useToast();

  const download = () => {
    setBusy(true);
    setOutcome('');
    const now = new Date();
    exportMyData(now)
      .then((json) => {
        const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = copy.data.fileName(now.toISOString().slice(0, 10));
        document.body.append(link);
        link.click();
        link.remove();
        // Revoked after the browser has taken the file.
        setTimeout(() => {
          URL.revokeObjectURL(url);
        }, 60_000);
        setOutcome(copy.data.ready);
      })
      .catch(() => toast.error(copy.data.failed))
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <Panel heading={copy.data.heading} intro={copy.data.intro}>
      <Stack space="medium" align="left">
        <Button variant="secondary" busy={busy} busyLabel={copy.data.busy} onClick={download}>
          {copy.data.download}
        </Button>
        {outcome ? <Outcome>{outcome}</Outcome> : null}
      </Stack>
    </Panel>
  );
}

function DeletionPanel({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const toast = useToast();
  const navigate = useNavigate();
  const matches = typed.trim().toLowerCase() === account.email.toLowerCase();

  const confirm = async () => {
    if (!matches) {
      setError(copy.deletion.mismatch);
      throw new Error(copy.deletion.mismatch);
    }
    try {
      const { confirmationSent } = await deleteAccount(typed.trim());
      setOpen(false);
      toast.success(confirmationSent ? copy.deletion.deleted(account.email) : copy.deletion.deletedUnmailed);
      void navigate('/', { replace: true });
    } catch (failure) {
      setError(failureReason(failure, copy.deletion.failed));
      throw failure;
    }
  };

  return (
    <Panel heading={copy.deletion.heading} intro={copy.deletion.intro}>
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
    </Panel>
  );
}
