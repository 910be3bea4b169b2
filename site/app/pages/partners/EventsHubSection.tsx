import {
  Badge,
  Card,
  Heading,
  IconCalendar,
  IconDownload,
  IconExternalLink,
  IconMail,
  Inline,
  Link,
  Menu,
  MenuItem,
  Section,
  Stack,
  Text,
  Tiles,
  VisuallyHidden,
} from '@akoma/design-system';

import { calendarFileSizes } from 'virtual:events';

import events from '#content/events';
import partners from '#content/partners';

import { eventInvitationMailto, eventsHubIds, pastEventsShown } from '../../content/partners';
import { calendarLinks, type DatedEvent } from '../../events/event';
import { useEventsByDate } from '../../events/useEventsByDate';
import { fileLabel, fileSizeWords, nameWithFile } from '../../fileSizes';
import { RecordingLink } from '../../events/RecordingLink';
import { WhenAndWhere } from '../../events/WhenAndWhere';
import { RegisterForEvent } from '../../members/RegisterForEvent';
import { absoluteUrl } from '../../seo/siteOrigin';

/**
 * The events and experiences hub: flagship events, the upcoming ones, the latest past ones, and how
 * to hear of new ones. Flagship and upcoming events have Register (for a flagship event, a place at
 * the next one); upcoming events also have Add to calendar and their invitation e-mail. An event
 * moves from upcoming to past once it ends, by the visitor's clock (useEventsByDate): it then
 * offers its recording, if there is one, and no longer Register.
 */
export function EventsHubSection() {
  const { eventsHub } = partners;
  const { flagship, upcoming, past, stayInformed } = eventsHub;
  const dated = useEventsByDate();
  const recent = dated.past.slice(0, pastEventsShown);
  // The invitation link's hidden rest of its name: the words either side of the event's name.
  const [invitationBefore = '', invitationAfter = ''] = upcoming.invitationFor.split('{name}');
  return (
    <Section id={eventsHubIds.hub} heading={eventsHub.heading} intro={eventsHub.intro} tone="muted">
      <Stack space="xxlarge">
        <Stack space="large">
          <Heading level={3}>{flagship.heading}</Heading>
          <Tiles columns={{ mobile: 1, tablet: 2 }} space="large">
            {flagship.events.map((event) => (
              <Card key={event.id}>
                <Stack space="small">
                  <Heading level={4}>{event.name}</Heading>
                  <Inline space="xsmall">
                    <Badge tone="brandAccent">{event.cadence}</Badge>
                    <Badge>{event.format}</Badge>
                  </Inline>
                  <Text tone="secondary">{event.description}</Text>
                  <RegisterForEvent event={{ ...event, kind: 'flagship' }} />
                </Stack>
              </Card>
            ))}
          </Tiles>
        </Stack>

        <Stack space="large">
          <Heading level={3}>
            <span id={eventsHubIds.upcoming} tabIndex={-1}>
              {upcoming.heading}
            </span>
          </Heading>
          {dated.upcoming.length === 0 ? (
            <Text tone="secondary">{upcoming.none}</Text>
          ) : (
            <Tiles render={<ul />} aria-labelledby={eventsHubIds.upcoming} columns={{ mobile: 1, tablet: 2 }} space="large">
              {dated.upcoming.map((event) => (
                <Card key={event.id} render={<li />}>
                  <Stack space="small">
                    <Badge>{event.format}</Badge>
                    <Heading level={4}>{event.name}</Heading>
                    <WhenAndWhere when={event.when} dateTime={event.startsAt} where={event.where} />
                    <Text tone="secondary">{event.description}</Text>
                    <RegisterForEvent event={{ ...event, kind: 'upcoming' }} />
                    <Inline space="small" alignY="center">
                      <AddToCalendar event={event} />
                      <Inline space="xxsmall">
                        <IconMail size="small" />
                        <Link href={eventInvitationMailto(event, upcoming.invitationSubject)}>
                          {upcoming.invitation}
                          <VisuallyHidden>
                            {` ${invitationBefore}`}
                            {event.name}
                            {invitationAfter}
                          </VisuallyHidden>
                        </Link>
                      </Inline>
                    </Inline>
                  </Stack>
                </Card>
              ))}
            </Tiles>
          )}
        </Stack>

        {recent.length > 0 ? (
          <Stack space="large">
            <Heading level={3} id={eventsHubIds.past}>
              {past.heading}
            </Heading>
            <Tiles render={<ul />} aria-labelledby={eventsHubIds.past} columns={{ mobile: 1, tablet: 2 }} space="large">
              {recent.map((event) => (
                <Card key={event.id} render={<li />} tone="muted">
                  <Stack space="small">
                    <Badge>{event.format}</Badge>
                    <Heading level={4}>{event.name}</Heading>
                    <WhenAndWhere when={event.when} dateTime={event.startsAt} where={event.where} />
                    {event.recording ? (
                      <RecordingLink name={event.name} href={event.recording.href} />
                    ) : (
                      <Text size="small" tone="secondary">
                        {events.datedEvent.noRecording}
                      </Text>
                    )}
                  </Stack>
                </Card>
              ))}
            </Tiles>
          </Stack>
        ) : null}

        <Stack space="small">
          <Heading level={3}>{stayInformed.heading}</Heading>
          <Text tone="secondary">{stayInformed.description}</Text>
          <Inline space="large">
            <Link href={stayInformed.newsletter.href}>{stayInformed.newsletter.label}</Link>
            <Link href={stayInformed.pastEvents.href}>{stayInformed.pastEvents.label}</Link>
          </Inline>
        </Stack>
      </Stack>
    </Section>
  );
}

/** Add to calendar: the event's .ics file (Apple Calendar, Outlook and most others), with its size, or Google's or Outlook's page for a new event. */
function AddToCalendar({ event }: { event: DatedEvent }) {
  const copy = events.datedEvent;
  const forEvent = <VisuallyHidden>{` ${copy.forEvent.replace('{name}', event.name)}`}</VisuallyHidden>;
  const calendar = calendarLinks(event, `${event.description}\n\n${absoluteUrl(events.calendarLink)}`);
  return (
    <Menu
      label={
        <>
          {copy.addToCalendar}
          {forEvent}
        </>
      }
      size="small"
      variant="ghost"
      icon={<IconCalendar />}
    >
      <MenuItem href={calendar.ics} icon={<IconDownload />}>
        {nameWithFile(copy.calendarFile, fileLabel(fileSizeWords.calendar, calendarFileSizes[event.id] ?? 0))}
        {forEvent}
      </MenuItem>
      <MenuItem href={calendar.google} icon={<IconExternalLink />}>
        {copy.googleCalendar}
        {forEvent}
      </MenuItem>
      <MenuItem href={calendar.outlook} icon={<IconExternalLink />}>
        {copy.outlookCalendar}
        {forEvent}
      </MenuItem>
    </Menu>
  );
}
