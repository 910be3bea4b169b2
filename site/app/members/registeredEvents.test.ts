import { describe, expect, it } from 'vitest';

import flagshipEvents from '#content/flagshipEvents';
import { datedEvents } from 'virtual:events';

import { eventNameWithWhen } from '../content/events';
import { eventIdPattern, findHubEvent, hubEvents, registeredEventsSoonestFirst } from './registeredEvents';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe('the hub events a member can register for', () => {
  it('lists every flagship event of the partners page and every dated event, past ones too, each once', () => {
    expect(hubEvents.map((event) => event.id)).toEqual([
      ...flagshipEvents.map((event) => event.id),
      ...datedEvents.map((event) => event.id),
    ]);
    expect(hubEvents.map((event) => event.id)).toContain('african-workplace-research-launch-2025');
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
    expect(names).toContain('IndyFuture Career Bootcamp, 18 to 19 March 2027');
  });

  it('finds an event by its id, and nothing for an id the site does not list', () => {
    expect(findHubEvent('leading-through-uncertainty-2027')?.name).toBe('Leading Through Uncertainty');
    expect(findHubEvent('workplace-summit')?.kind).toBe('flagship');
    expect(findHubEvent('no-such-event')).toBeUndefined();
  });
});

describe('registeredEventsSoonestFirst', () => {
  const noneEnded = new Set<string>();

  it('puts dated events first by their start, whatever order they were registered in', () => {
    const ordered = registeredEventsSoonestFirst(
      [
        { eventId: 'workplace-summit-2027', registeredAt: at(1) },
        { eventId: 'leading-through-uncertainty-2027', registeredAt: at(3) },
        { eventId: 'performance-without-burnout-2027', registeredAt: at(2) },
      ],
      noneEnded,
    );
    expect(ordered.map((row) => (row.event?.kind === 'upcoming' ? row.event.startsAt.slice(0, 10) : row.eventId))).toEqual([
      '2027-01-21',
      '2027-04-22',
      '2027-05-13',
    ]);
  });

  it('lists flagship events after the dated ones still to come, then those that ended, the latest first, then unlisted events, newest first', () => {
    const ordered = registeredEventsSoonestFirst(
      [
        { eventId: 'retired-event', registeredAt: at(1) },
        { eventId: 'ceo-roundtable-leading-through-change-2025', registeredAt: at(6) },
        { eventId: 'wellpaddy-wellbeing-week', registeredAt: at(2) },
        { eventId: 'another-retired-event', registeredAt: at(5) },
        { eventId: 'workplace-summit', registeredAt: at(3) },
        { eventId: 'african-workplace-research-launch-2025', registeredAt: at(4) },
        { eventId: 'leading-through-uncertainty-2027', registeredAt: at(7) },
      ],
      new Set(['ceo-roundtable-leading-through-change-2025', 'african-workplace-research-launch-2025']),
    );
    expect(ordered.map((row) => row.eventId)).toEqual([
      'leading-through-uncertainty-2027',
      'workplace-summit',
      'wellpaddy-wellbeing-week',
      'african-workplace-research-launch-2025',
      'ceo-roundtable-leading-through-change-2025',
      'another-retired-event',
      'retired-event',
    ]);
    expect(ordered.slice(-2).map((row) => row.event)).toEqual([undefined, undefined]);
  });

  it('keeps each registration’s time and gives an empty list for none', () => {
    expect(registeredEventsSoonestFirst([{ eventId: 'workplace-summit', registeredAt: at(7) }], noneEnded)).toEqual([
      { eventId: 'workplace-summit', registeredAt: at(7), event: findHubEvent('workplace-summit') },
    ]);
    expect(registeredEventsSoonestFirst([], noneEnded)).toEqual([]);
  });
});
