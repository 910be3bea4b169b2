import type { DatedEvent } from '../events/event';
import { mailtoLink } from './contactDetails.ts';

/**
 * The partners page as the code sees it: its words, the flagship events among them, are content
 * (site/content/pages/partners.yaml, "Partners page" in the content editor, read as
 * `#content/partners`). Its buttons lead to the contact form with the partnership topic chosen;
 * event invitations go by e-mail with a subject naming the event.
 */

/** The contact form with the partnership topic already chosen. */
export const partnershipContactHref = '/contact?interest=partnership';

/** The events hub's anchors on the partners page. */
export const eventsHubIds = {
  /** The hub's id: a visitor who pressed Register comes back here after signing in. */
  hub: 'events',
  /** The upcoming events' heading: the hero's "See upcoming events" button jumps here. */
  upcoming: 'upcoming-events',
  past: 'past-events',
} as const;

/** How many of the most recent past events the page lists. */
export const pastEventsShown = 4;

/**
 * The e-mail for an event invitation: the subject (the file's, with {name} and {dates} filled in)
 * names the event, so it reaches the right person.
 */
export function eventInvitationMailto(event: Pick<DatedEvent, 'name' | 'dates'>, subject: string): string {
  return mailtoLink(subject.replace('{name}', event.name).replace('{dates}', event.dates));
}
