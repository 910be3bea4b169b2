import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { eventCalendarFile } from './calendarFile';
import { parseEvent } from './collection';

const origin = 'https://akoma.example';
const roundtable = parseEvent(
  'site/content/events/people-leaders-roundtable-2027.yaml',
  [
    "name: 'People Leaders Roundtable: Keeping Talent'",
    'format: Roundtable',
    'description: A closed-door conversation for CHROs and HR directors on retaining skilled people in a fast-moving, mobile labour market.',
    'starts: 2027-02-11T08:30',
    'ends: 2027-02-11T11:00',
    'timeZone: Africa/Nairobi',
    'online: false',
    'city: Nairobi',
    'country: Kenya',
    'fr:',
    "  name: 'Table ronde des responsables RH : retenir les talents'",
    '  format: Table ronde',
    '  description: Une conversation à huis clos pour les DRH sur la fidélisation des talents qualifiés dans un marché du travail mobile et en pleine évolution.',
  ].join('\n'),
);
const stamp = new Date('2026-11-29T08:00:00Z');
const text = eventCalendarFile(roundtable, origin, stamp);

describe("an event's calendar file", () => {
  it('is one iCalendar object that ical.js reads, with one event in the time zone it is held in', () => {
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(String(calendar.getFirstPropertyValue('prodid'))).toMatch(/^-\/\/Akoma\/\/Events\/\/EN$/);

    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Africa/Nairobi');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!zone || !vevent) throw new Error('no time zone or no event');
    ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(vevent);

    expect(event.summary).toBe('People Leaders Roundtable: Keeping Talent');
    expect(event.location).toBe('Nairobi, Kenya');
    expect(event.uid).toBe('people-leaders-roundtable-2027@akoma.example');
    expect(event.description).toContain('retaining skilled people in a fast-moving, mobile labour market.');
    expect(event.description).toContain('https://akoma.example/partners#events');
    // 08:30 in Nairobi (UTC+3) is 05:30 UTC: the times carry their zone, and resolve to the right instants.
    expect(event.startDate.zone.tzid).toBe('Africa/Nairobi');
    expect(event.startDate.toString()).toBe('2027-02-11T08:30:00');
    expect(event.startDate.toJSDate().toISOString()).toBe(roundtable.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(roundtable.endsAt);
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-29T08:00:00Z');
  });

  it('follows RFC 5545 line by line: CRLF endings, and lines folded at 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).byteLength, line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(lines).toContain('DTSTART;TZID=Africa/Nairobi:20270211T083000');
    expect(lines).toContain('DTEND;TZID=Africa/Nairobi:20270211T110000');
  });
});
