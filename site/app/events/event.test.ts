import { describe, expect, it } from 'vitest';

import { parseEvent } from './collection';
import { calendarLinks, hasEnded } from './event';

const masterclass = parseEvent(
  'site/content/events/masterclass-2027.yaml',
  [
    'name: Leading Through Uncertainty',
    'format: Masterclass',
    'description: How managers keep their teams steady.',
    'starts: 2027-01-21T10:00',
    'ends: 2027-01-21T11:30',
    'online: true',
    'fr:',
    '  name: Diriger dans l’incertitude',
    '  format: Masterclass',
    '  description: Comment les managers gardent leurs équipes stables.',
  ].join('\n'),
);

describe('an event in the page', () => {
  it('has ended once its end has passed, not before', () => {
    expect(hasEnded(masterclass, Date.parse('2027-01-21T10:29:59Z'))).toBe(false);
    expect(hasEnded(masterclass, Date.parse('2027-01-21T10:30:00Z'))).toBe(true);
  });

  it('links to Google Calendar and Outlook with its name, its UTC times, its place and a link back', () => {
    const calendar = calendarLinks(masterclass, 'How managers keep their teams steady.\n\nhttps://akoma.example/partners#events');
    const google = new URL(calendar.google);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: 'Leading Through Uncertainty',
      dates: '20270121T090000Z/20270121T103000Z',
      ctz: 'Africa/Lagos',
      location: 'Online',
    });
    expect(google.searchParams.get('details')).toBe('How managers keep their teams steady.\n\nhttps://akoma.example/partners#events');
    const outlook = new URL(calendar.outlook);
    expect(outlook.hostname).toBe('outlook.office.com');
    expect(Object.fromEntries(outlook.searchParams)).toMatchObject({
      subject: 'Leading Through Uncertainty',
      startdt: '2027-01-21T09:00:00.000Z',
      enddt: '2027-01-21T10:30:00.000Z',
    });
  });

  it('offers its calendar file on the site', () => {
    expect(calendarLinks(masterclass, '').ics).toBe('/events/masterclass-2027.ics');
  });
});
