import type { HubEvent } from '../content/events';
import { eventsHub } from '../content/partners';

/**
 * Which events a member registered for, and in what order IndyCircle lists them. Pure: the store
 * (eventRegistrations.ts) holds the rows, this turns them into what the page shows.
 */

/** One row of event_registrations, as the site reads it. */
export interface EventRegistration {
  /** The event's id (its slug in the partners page's content). */
  eventId: string;
  /** ISO 8601 timestamp. */
  registeredAt: string;
}

/** A registration with the event it names, or no event when the site no longer lists it. */
export interface RegisteredEvent extends EventRegistration {
  event: HubEvent | undefined;
}

/** Every event a member can register for: the flagship events, then the upcoming ones, as the hub lists them. */
export const hubEvents: readonly HubEvent[] = [
  ...eventsHub.flagship.events.map((event) => ({ ...event, kind: 'flagship' as const })),
  ...eventsHub.upcoming.events.map((event) => ({ ...event, kind: 'upcoming' as const })),
];

const hubEventsById = new Map(hubEvents.map((event) => [event.id, event]));

/** The hub's event with this id, if the site lists one. */
export function findHubEvent(id: string): HubEvent | undefined {
  return hubEventsById.get(id);
}

/** What the database accepts as an event id (event_registrations.event_id's check). */
export const eventIdPattern = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** Dated events by their first day, then flagship events (their next date is not set), then events no longer listed. */
function rank(event: HubEvent | undefined): [group: number, key: string] {
  if (!event) return [2, ''];
  if (event.kind === 'upcoming') return [0, event.startDate];
  return [1, String(hubEvents.indexOf(event)).padStart(4, '0')];
}

/**
 * The member's registrations, soonest first: dated events by their first day, then the flagship
 * events (a place at the next one, whose date is not fixed yet) in the hub's order, then any event
 * the site no longer lists, most recently registered first.
 */
export function registeredEventsSoonestFirst(registrations: readonly EventRegistration[]): RegisteredEvent[] {
  return registrations
    .map((registration) => ({ ...registration, event: findHubEvent(registration.eventId) }))
    .sort((a, b) => {
      const [groupA, keyA] = rank(a.event);
      const [groupB, keyB] = rank(b.event);
      if (groupA !== groupB) return groupA - groupB;
      if (keyA !== keyB) return keyA.localeCompare(keyB);
      return b.registeredAt.localeCompare(a.registeredAt);
    });
}
