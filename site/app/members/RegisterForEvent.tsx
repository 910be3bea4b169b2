import { Button, ConfirmDialog, IconCheck, Inline, Link, Stack, Text, useToast, VisuallyHidden } from '@akoma/design-system';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';

import events from '#content/events';

import { eventNameWithWhen, type HubEvent } from '../content/events';
import { eventsHubIds } from '../content/partners';
import { RegistrationClosedError, setEventRegistered, useEventRegistrations } from './eventRegistrations';
import { isRowCapRefusal } from './memberRows';
import { signInHref } from './returnTo';
import { useReturnedAction } from './useReturnedAction';

/** The query parameter that carries a visitor's Register through signing in: ?register=<event id>. */
export const registerParameter = 'register';

/** The words of registering (site/content/site/events.yaml): messages with {name} where the event's name goes. */
const copy = events.registration;

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
  const button = useRef<HTMLButtonElement>(null);
  const [invited, setInvited] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const registered = items.some((item) => item.eventId === event.id);
  const named = (message: string) => message.replace('{name}', event.name);
  /** Why registering failed: the event closed, the member holds as many registrations as IndyCircle keeps, or anything else. */
  const registerFailure = (error: unknown) =>
    named(error instanceof RegistrationClosedError ? copy.closed : isRowCapRefusal(error) ? copy.full : copy.failed);

  const register = async () => {
    setBusy(true);
    try {
      await setEventRegistered(event.id, true);
      toast.success(named(copy.registeredFor));
    } catch (error) {
      toast.error(registerFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    try {
      await setEventRegistered(event.id, false);
    } catch (error) {
      // The registration is back on screen; the dialog stays open to try again or keep the place.
      toast.error(named(copy.cancelFailed));
      throw error;
    }
    toast.success(named(copy.cancelled));
  };

  // Back from signing in (or the confirmation e-mail) with ?register=<id>: register, say so, and
  // bring the event into view with focus on its button. Without the hash: the router would scroll
  // to the hub's top, away from the event.
  useReturnedAction({
    parameter: registerParameter,
    value: event.id,
    ready: member && status === 'ready',
    dropHash: true,
    act: () => {
      setEventRegistered(event.id, true).then(
        () => {
          toast.success(named(copy.registeredFor));
        },
        (error: unknown) => {
          toast.error(registerFailure(error));
        },
      );
    },
    afterwards: () => {
      requestAnimationFrame(() => {
        button.current?.scrollIntoView({ block: 'center' });
        button.current?.focus({ preventScroll: true });
      });
    },
  });

  const returnPath = `${location.pathname}?${new URLSearchParams({ [registerParameter]: event.id }).toString()}#${eventsHubIds.hub}`;

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
          <VisuallyHidden>{` ${copy.forEvent.replace('{name}', eventNameWithWhen(event))}`}</VisuallyHidden>
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
        title={named(copy.confirm.title)}
        description={copy.confirm.description[event.kind]}
        confirmLabel={copy.confirm.confirm}
        cancelLabel={copy.confirm.keep}
        onConfirm={cancel}
      />
    </Stack>
  );
}
