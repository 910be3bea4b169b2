import { z } from 'zod';

import { template } from './companyFields.ts';
import { href, line, link, paragraph } from './fields.ts';

/**
 * The words of events (site/content/site/events.yaml): what the build writes for a dated event
 * (site/content/events, its days and times, "Online", where its calendar entry links back to), the
 * words on a dated event's card (Add to calendar, the recording), registering for events on the
 * partners page, and the member's events on IndyCircle's home (/circle). The events themselves are
 * the Events collection and, for the flagship events, the Partners page.
 *
 * Several controls have words on screen and a hidden rest of their name that screen readers read
 * after them ("Add to calendar" … "for Leading Through Uncertainty"); the hidden rest has
 * {name} where the event's name goes.
 */

const withName = (max: number) => template(max, { name: 'the event’s name' });
const hiddenRest = (title: string, example: string, what = 'the event’s name') =>
  withName(60).meta({
    title,
    description: `Read by screen readers after the words on screen, with {name} where ${what} goes: “${example}”.`,
  });
const perKind = (max: number) =>
  z
    .object({
      upcoming: paragraph(max).meta({ title: 'For a dated event' }),
      flagship: paragraph(max).meta({ title: 'For a flagship event', description: 'Registering keeps a place at the next one.' }),
    })
    .strict();

export const eventsSchema = z
  .object({
    online: line(30).meta({ title: 'Where an online event happens', description: 'Shown in place of a city.' }),
    /** Between two days or two times: "25 to 26 February 2027", "10:00 to 11:30". */
    range: template(30, { from: 'the first day or time', until: 'the last' }).meta({
      title: 'From … to …',
      description: 'Between two days or two times, with {from} and {until}: “{from} to {until}” reads “10:00 to 11:30”.',
    }),
    /** Where a calendar entry's description links to: the events on the partners page. */
    calendarLink: href.meta({ title: 'Calendar entries link to', description: 'The events on the partners page: /partners#events.' }),
    datedEvent: z
      .object({
        recording: line(40).meta({ title: 'Recording link' }),
        recordingOf: hiddenRest('Recording link, the rest of its name', 'of {name}'),
        noRecording: line(80).meta({ title: 'No recording' }),
        addToCalendar: line(40).meta({ title: 'Add to calendar' }),
        calendarFile: line(60).meta({ title: 'Calendar file choice' }),
        googleCalendar: line(40).meta({ title: 'Google Calendar choice' }),
        outlookCalendar: line(40).meta({ title: 'Outlook choice' }),
        forEvent: hiddenRest('Calendar choices, the rest of their names', 'for {name}'),
      })
      .strict()
      .meta({ title: 'A dated event’s card' }),
    registration: z
      .object({
        register: line(30).meta({ title: 'Register button' }),
        cancel: line(40).meta({ title: 'Cancel button' }),
        forEvent: hiddenRest('Either button, the rest of its name', 'for {name}', 'the event’s name and when it is'),
        registered: perKind(120).meta({ title: 'Once registered' }),
        invitation: line(60).meta({
          title: 'Invitation to join',
          description: 'For a visitor who is not signed in; the sign-in link follows.',
        }),
        signIn: line(40).meta({ title: 'Sign-in link' }),
        failed: withName(140).meta({ title: 'Could not register' }),
        closed: withName(140).meta({ title: 'Registration closed', description: 'The event ended while the page was open.' }),
        full: withName(140).meta({ title: 'Too many registrations', description: 'The member holds as many as IndyCircle keeps.' }),
        cancelFailed: withName(140).meta({ title: 'Could not cancel' }),
        registeredFor: withName(100).meta({ title: 'Registered' }),
        cancelled: withName(100).meta({ title: 'Cancelled' }),
        confirm: z
          .object({
            title: withName(100).meta({ title: 'Question' }),
            description: perKind(160),
            confirm: line(40).meta({ title: 'Confirm button' }),
            keep: line(40).meta({ title: 'Keep button' }),
          })
          .strict()
          .meta({ title: 'Confirming a cancellation' }),
      })
      .strict()
      .meta({ title: 'Registering' }),
    circle: z
      .object({
        heading: line(80),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        loading: line(60),
        loadFailed: line(100).meta({ title: 'Could not load' }),
        retry: line(30).meta({ title: 'Try again button' }),
        count: z
          .object({
            one: template(30, { count: 'the number' }).meta({ title: 'One event', description: '“{count} event”.' }),
            other: template(30, { count: 'the number' }).meta({ title: 'Several events', description: '“{count} events”.' }),
          })
          .strict()
          .meta({ title: 'How many' }),
        flagship: line(30).meta({ title: 'Flagship event badge' }),
        registeredOn: line(30).meta({ title: 'Registered on', description: 'Before the date of registering.' }),
        emptyHeading: line(60).meta({ title: 'No events: heading' }),
        emptyText: paragraph(200).meta({ title: 'No events: text' }),
        browse: link.meta({ title: 'No events: button' }),
        ended: line(60).meta({ title: 'Event over' }),
        cancelledNote: line(60).meta({ title: 'Registration cancelled' }),
        unavailable: line(60).meta({ title: 'Event no longer listed' }),
        remove: line(30).meta({ title: 'Remove button' }),
        unlistedEvent: template(40, { id: 'the event’s id' }).meta({
          title: 'Remove button, the rest of its name (event no longer listed)',
          description: 'Read by screen readers after “Remove”, with {id} where the event’s id goes: “event {id}”.',
        }),
        endedEvent: hiddenRest('Remove button, the rest of its name (event over)', '{name} from your events'),
        removed: line(60).meta({ title: 'Removed' }),
        removeFailed: line(120).meta({ title: 'Could not remove' }),
      })
      .strict()
      .meta({ title: 'IndyCircle: your events' }),
  })
  .strict();

export type EventsContent = z.output<typeof eventsSchema>;
