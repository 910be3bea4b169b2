import flagshipEvents from '#content/flagshipEvents';
import { datedEvents } from 'virtual:events';

import type { HubEvent } from '../content/events';

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

/**
 * Every event the site lists: the flagship events, as the hub lists them, then the dated ones,
 * soonest first, those that have ended included (a member's registration for one stays listed).
 */
export const hubEvents: readonly HubEvent[] = [
  ...flagshipEvents.map((event) => ({ ...event, kind: 'flagship' as const })),
  ...datedEvents.map((event) => ({ ...event, kind: 'upcoming' as const })),
];

const hubEventsById = new Map(hubEvents.map((event) => [event.id, event]));

/** The hub's event with this id, if the site lists one. */
export function findHubEvent(id: string): HubEvent | undefined {
  return hubEventsById.get(id);
}

/** What the database accepts as an event id (event_registrations.event_id's check). */
export const eventIdPattern = /^[a-z0-9][a-z0-9-]{0,79}$/;

/**
 * Dated events still to come by their start, then flagship events (their next date is not set),
 * then events that have ended, the latest first, then events no longer listed.
 */
function rank(event: HubEvent | undefined, ended: ReadonlySet<string>): [group: number, key: number] {
  if (!event) return [3, 0];
  if (event.kind === 'flagship') return [1, hubEvents.indexOf(event)];
  if (ended.has(event.id)) return [2, -Date.parse(event.endsAt)];
  return [0, Date.parse(event.startsAt)];
}

/**
 * The member's registrations, soonest first: dated events still to come by their start, then the
 * flagship events (a place at the next one, whose date is not fixed yet) in the hub's order, then
 * the events that have ended (`ended`: their ids), the latest first, then any event the site no
 * longer lists, most recently registered first.
 */
export function registeredEventsSoonestFirst(registrations: readonly EventRegistration[], ended: ReadonlySet<string>): RegisteredEvent[] {
  return registrations
    .map((registration) => ({ ...registration, event: findHubEvent(registration.eventId) }))
    .sort((a, b) => {
      const [groupA, keyA] = rank(a.event, ended);
      const [groupB, keyB] = rank(b.event, ended);
      if (groupA !== groupB) return groupA - groupB;
      if (keyA !== keyB) return keyA - keyB;
      return b.registeredAt.localeCompare(a.registeredAt);
    });
}
