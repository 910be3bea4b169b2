import { describe, expect, it } from 'vitest';

import { formatDate } from '../format';
import { eventInvitationMailto, eventsHub } from './partners';

describe('the upcoming events', () => {
  const { events } = eventsHub.upcoming;

  it('fall between August and November 2025, in date order', () => {
    for (const event of events) {
      expect(event.startDate >= '2025-08-01' && event.startDate <= '2025-11-30', event.name).toBe(true);
    }
    expect(events.map((event) => event.startDate)).toEqual(events.map((event) => event.startDate).toSorted());
  });

  it('have real calendar dates that match the words people read', () => {
    for (const event of events) {
      // "21 August 2025", or days of one month: "25 to 26 September 2025". formatDate refuses a date that does not exist.
      const [day, ...monthAndYear] = formatDate(event.startDate).split(' ');
      expect(event.when, event.name).toMatch(new RegExp(`^${day ?? ''}( to \\d{1,2})? ${monthAndYear.join(' ')}$`));
    }
  });
});

describe('eventInvitationMailto', () => {
  it('writes to the company mailbox with a subject naming the event and its date', () => {
    const href = eventInvitationMailto({ name: 'Performance Without Burnout', when: '23 October 2025' });
    expect(href).toBe('mailto:hello@akoma.example?subject=Event%20invitation%3A%20Performance%20Without%20Burnout%20(23%20October%202025)');
  });
});
