import { describe, expect, it } from 'vitest';

import { eventNameWithWhen } from '../content/events';
import { eventsHub } from '../content/partners';
import { eventIdPattern, findHubEvent, hubEvents, registeredEventsSoonestFirst } from './registeredEvents';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe('the hub events a member can register for', () => {
  it('lists every flagship and upcoming event of the partners page, each once', () => {
    expect(hubEvents.map((event) => event.name)).toEqual([
      ...eventsHub.flagship.events.map((event) => event.name),
      ...eventsHub.upcoming.events.map((event) => event.name),
    ]);
  });

  it('gives each event an id the database accepts, used by no other event', () => {
    const ids = hubEvents.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id, id).toMatch(eventIdPattern);
  });

  it('tells events of the same name apart by when they happen', () => {
    const names = hubEvents.map(eventNameWithWhen);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('IndyFuture Career Bootcamp, every quarter');
    expect(names).toContain('IndyFuture Career Bootcamp, 25 to 26 September 2025');
  });

  it('finds an event by its id, and nothing for an id the site does not list', () => {
    expect(findHubEvent('leading-through-uncertainty-2025')?.name).toBe('Leading Through Uncertainty');
    expect(findHubEvent('workplace-summit')?.kind).toBe('flagship');
    expect(findHubEvent('no-such-event')).toBeUndefined();
  });
});

describe('registeredEventsSoonestFirst', () => {
  it('puts dated events first by their first day, whatever order they were registered in', () => {
    const ordered = registeredEventsSoonestFirst([
      { eventId: 'workplace-summit-2025', registeredAt: at(1) },
      { eventId: 'leading-through-uncertainty-2025', registeredAt: at(3) },
      { eventId: 'wellpaddy-wellbeing-week-2025', registeredAt: at(2) },
    ]);
    expect(ordered.map((row) => (row.event?.kind === 'upcoming' ? row.event.startDate : row.eventId))).toEqual([
      '2025-08-21',
      '2025-10-06',
      '2025-11-13',
    ]);
  });

  it('lists flagship events after the dated ones, in the hub’s order, and unlisted events last, newest first', () => {
    const ordered = registeredEventsSoonestFirst([
      { eventId: 'retired-event', registeredAt: at(1) },
      { eventId: 'wellpaddy-wellbeing-week', registeredAt: at(2) },
      { eventId: 'another-retired-event', registeredAt: at(5) },
      { eventId: 'workplace-summit', registeredAt: at(3) },
      { eventId: 'african-workplace-research-launch-2025', registeredAt: at(4) },
    ]);
    expect(ordered.map((row) => row.eventId)).toEqual([
      'african-workplace-research-launch-2025',
      'workplace-summit',
      'wellpaddy-wellbeing-week',
      'another-retired-event',
      'retired-event',
    ]);
    expect(ordered.slice(-2).map((row) => row.event)).toEqual([undefined, undefined]);
  });

  it('keeps each registration’s time and gives an empty list for none', () => {
    expect(registeredEventsSoonestFirst([{ eventId: 'workplace-summit', registeredAt: at(7) }])).toEqual([
      { eventId: 'workplace-summit', registeredAt: at(7), event: findHubEvent('workplace-summit') },
    ]);
    expect(registeredEventsSoonestFirst([])).toEqual([]);
  });
});
