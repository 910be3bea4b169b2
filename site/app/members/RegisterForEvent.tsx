import { Button, ConfirmDialog, IconCheck, Inline, Link, Stack, Text, useToast, VisuallyHidden } from '@akoma/design-system';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { eventRegistrationCopy as copy, type HubEvent } from '../content/events';
import { eventsHub } from '../content/partners';
import { setEventRegistered, useEventRegistrations } from './eventRegistrations';
import { signInHref } from './returnTo';

/** The query parameter that carries a visitor's Register through signing in: ?register=<event id>. */
export const registerParameter = 'register';

/** Registrations made on return from signing in, once each. */
const appliedReturns = new Set<string>();

interface RegisterForEventProps {
  /** The event the control registers for. */
  event: HubEvent;
  /** Says "You are registered." above the button once registered; off where the list says it already. @default true */
  showRegistered?: boolean;
}

/**
 * Register and Cancel registration for one event. A member's Register registers at once (undone
 * with an error toast if the database refuses); once registered, the card says so and the same
 * button, still holding focus, becomes Cancel registration, which asks first in a ConfirmDialog.
 * A visitor's Register invites them to sign in or join, with a link that brings them back to the
 * events with ?register=<id>; back here and signed in, they are registered.
 *
 * One button changing its words, rather than a toggle: "Register" pressed again would not say that
 * it cancels. The button stays the same element, so focus never drops to the page when it changes.
 */
export function RegisterForEvent({ event, showRegistered = true }: RegisterForEventProps) {
  const { member, status, items } = useEventRegistrations();
  const toast = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  const [invited, setInvited] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const registered = items.some((item) => item.eventId === event.id);

  const register = async () => {
    setBusy(true);
    try {
      await setEventRegistered(event.id, true);
      toast.success(copy.registeredFor(event.name));
    } catch {
      toast.error(copy.failed(event.name));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    try {
      await setEventRegistered(event.id, false);
    } catch (error) {
      // The registration is back on screen; the dialog stays open to try again or keep the place.
      toast.error(copy.cancelFailed(event.name));
      throw error;
    }
    toast.success(copy.cancelled(event.name));
  };

  // Back from signing in (or the confirmation e-mail) with ?register=<id>: register, say so, bring
  // the event into view with focus on its button, and drop the parameter so a reload does not do it again.
  const returning = new URLSearchParams(location.search).get(registerParameter) === event.id;
  useEffect(() => {
    if (!returning || !member || status !== 'ready' || appliedReturns.has(event.id)) return;
    appliedReturns.add(event.id);
    // The address as it is now (supabase-js has already taken the session out of the fragment,
    // which the router's location does not know), without the parameter. Without the hash too:
    // the router would scroll to the hub's top, away from the event.
    const current = new URL(window.location.href);
    current.searchParams.delete(registerParameter);
    void Promise.resolve(
      navigate({ pathname: current.pathname, search: current.search }, { replace: true, preventScrollReset: true }),
    ).then(() => {
      requestAnimationFrame(() => {
        button.current?.scrollIntoView({ block: 'center' });
        button.current?.focus({ preventScroll: true });
      });
    });
    setEventRegistered(event.id, true).then(
      () => {
        toast.success(copy.registeredFor(event.name));
      },
      () => {
        toast.error(copy.failed(event.name));
      },
    );
  }, [returning, member, status, event.id, event.name, toast, navigate]);

  const returnPath = `${location.pathname}?${new URLSearchParams({ [registerParameter]: event.id }).toString()}#${eventsHub.id}`;

  return (
    <Stack space="small">
      {registered && showRegistered ? (
        <Inline space="xxsmall" alignY="top">
          <Text render={<span />} tone="positive" size="small">
            <IconCheck size="small" />
          </Text>
          <Text size="small" weight="semibold">
            {copy.registered[event.kind]}
          </Text>
        </Inline>
      ) : null}
      <Inline space="small">
        <Button
          ref={button}
          size="small"
          variant={registered ? 'ghost' : 'secondary'}
          busy={busy || (member && status === 'loading')}
          onClick={() => {
            if (!member) {
              setInvited(true);
              return;
            }
            if (registered) setConfirming(true);
            else void register();
          }}
        >
          {registered ? copy.cancel : copy.register}
          <VisuallyHidden>{copy.forEvent(event)}</VisuallyHidden>
        </Button>
      </Inline>
      {invited && !member ? (
        <Text role="status" size="small">
          {copy.invitation} <Link href={signInHref(returnPath)}>{copy.signIn}</Link>
        </Text>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={copy.confirm.title(event.name)}
        description={copy.confirm.description[event.kind]}
        confirmLabel={copy.confirm.confirm}
        cancelLabel={copy.confirm.keep}
        onConfirm={cancel}
      />
    </Stack>
  );
}
