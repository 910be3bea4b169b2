import {
  Badge,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  Heading,
  Inline,
  Section,
  Stack,
  Text,
  Tiles,
  useToast,
  VisuallyHidden,
} from '@akoma/design-system';
import { useMemo, useState } from 'react';

import events from '#content/events';

import { circleEventsId } from '../../content/events';
import { useEndedEventIds } from '../../events/useEventsByDate';
import { RecordingLink } from '../../events/RecordingLink';
import { WhenAndWhere } from '../../events/WhenAndWhere';
import { formatDate } from '../../format';
import { reloadEventRegistrations, setEventRegistered, useEventRegistrations } from '../../members/eventRegistrations';
import { RegisterForEvent } from '../../members/RegisterForEvent';
import { registeredEventsSoonestFirst, type EventRegistration, type RegisteredEvent } from '../../members/registeredEvents';
import { RowsNotReady } from './RowsNotReady';

/** The words of the member's events (site/content/site/events.yaml). */
const copy = events.circle;

const noRegistrations: readonly EventRegistration[] = [];

/** The registrations, and those cancelled while the list is open (each keeps its place and its time). */
function withCancelled(seen: readonly EventRegistration[], items: readonly EventRegistration[]): EventRegistration[] {
  const current = new Set(items.map((item) => item.eventId));
  return [...items, ...seen.filter((item) => !current.has(item.eventId))];
}

/**
 * The member's events on IndyCircle's home: what they registered for, soonest first, each with
 * when and where and Cancel registration; an empty state leading to the upcoming events when there
 * are none. Nothing for a visitor.
 */
export function EventsSection() {
  const { member, owner, status, items } = useEventRegistrations();
  // A registration cancelled here stays listed, its button now Register, until the page is left:
  // focus stays on the button just used, and a press registers again. Another member in this tab
  // (after signing out and in) starts from their own list.
  const [memory, setMemory] = useState<{ owner: string | null; seen: readonly EventRegistration[] }>({ owner, seen: [] });
  const seen = memory.owner === owner ? memory.seen : noRegistrations;
  const listed = useMemo(() => withCancelled(seen, items), [seen, items]);
  // Remembered during render (React's pattern for state that follows props): no extra effect pass.
  if (memory.owner !== owner || listed.length !== seen.length || listed.some((item, index) => item.eventId !== seen[index]?.eventId)) {
    setMemory({ owner, seen: listed });
  }
  const ended = useEndedEventIds();
  const rows = useMemo(() => registeredEventsSoonestFirst(listed, ended), [listed, ended]);

  if (!member) return null;
  return (
    <Section id={circleEventsId} heading={copy.heading} intro={copy.intro}>
      {status !== 'ready' ? (
        <RowsNotReady
          status={status}
          loading={copy.loading}
          failed={copy.loadFailed}
          retry={copy.retry}
          onRetry={reloadEventRegistrations}
        />
      ) : rows.length === 0 ? (
        <EmptyState heading={copy.emptyHeading} actions={<ButtonLink href={copy.browse.href}>{copy.browse.label}</ButtonLink>}>
          {copy.emptyText}
        </EmptyState>
      ) : (
        <Stack space="large">
          <Text role="status" weight="semibold">
            {(items.length === 1 ? copy.count.one : copy.count.other).replace('{count}', String(items.length))}
          </Text>
          <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2 }} space="large">
            {rows.map((row) => (
              <RegisteredEventCard
                key={row.eventId}
                row={row}
                current={items.some((item) => item.eventId === row.eventId)}
                over={ended.has(row.eventId)}
              />
            ))}
          </Tiles>
        </Stack>
      )}
    </Section>
  );
}

interface RegisteredEventCardProps {
  row: RegisteredEvent;
  /** Still registered (false once cancelled here). */
  current: boolean;
  /** The event has ended: nothing to cancel, only the recording to watch and the row to clear away. */
  over: boolean;
}

function RegisteredEventCard({ row, current, over }: RegisteredEventCardProps) {
  const { event } = row;
  return (
    <Card render={<li />}>
      <Stack space="small">
        {event ? (
          <>
            <Inline space="xsmall">
              {event.kind === 'flagship' ? <Badge tone="brandAccent">{copy.flagship}</Badge> : <Badge>{event.format}</Badge>}
            </Inline>
            <Heading level={3} size="4">
              {event.name}
            </Heading>
            {event.kind === 'upcoming' ? (
              <WhenAndWhere when={event.when} dateTime={event.startsAt} where={event.where} />
            ) : (
              <WhenAndWhere when={event.cadence} where={event.format} />
            )}
          </>
        ) : (
          <Text>{copy.unavailable}</Text>
        )}
        <Text size="small" tone="secondary">
          {current ? (
            <>
              {copy.registeredOn} <time dateTime={row.registeredAt}>{formatDate(row.registeredAt.slice(0, 10))}</time>
            </>
          ) : event && !over ? (
            copy.cancelledNote
          ) : (
            copy.removed
          )}
        </Text>
        {event && over ? <Text weight="semibold">{copy.ended}</Text> : null}
        {event?.kind === 'upcoming' && over && event.recording ? <RecordingLink name={event.name} href={event.recording.href} /> : null}
        {event && !over ? (
          <RegisterForEvent event={event} showRegistered={false} />
        ) : (
          <RemoveRegistration
            eventId={row.eventId}
            current={current}
            hiddenName={` ${event ? copy.endedEvent.replace('{name}', event.name) : copy.unlistedEvent.replace('{id}', () => row.eventId)}`}
          />
        )}
      </Stack>
    </Card>
  );
}

/**
 * Clears away a registration for an event that has ended or that the site no longer lists: there is
 * no place to give up, so no question first. `hiddenName` ends the button's name for screen readers.
 */
function RemoveRegistration({ eventId, current, hiddenName }: { eventId: string; current: boolean; hiddenName: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Inline space="small">
      <Button
        size="small"
        variant="ghost"
        busy={busy}
        // Stays in place once removed (announced as unavailable), so focus is not lost.
        disabled={!current}
        accessibleWhenDisabled
        onClick={() => {
          setBusy(true);
          setEventRegistered(eventId, false)
            .catch(() => {
              toast.error(copy.removeFailed);
            })
            .finally(() => {
              setBusy(false);
            });
        }}
      >
        {copy.remove}
        <VisuallyHidden>{hiddenName}</VisuallyHidden>
      </Button>
    </Inline>
  );
}
