import {
  Badge,
  Card,
  Heading,
  IconCalendar,
  IconLocation,
  IconMail,
  Inline,
  Link,
  Section,
  Stack,
  Text,
  Tiles,
  VisuallyHidden,
} from '@akoma/design-system';

import { eventInvitationMailto, eventsHub } from '../../content/partners';
import { RegisterForEvent } from '../../members/RegisterForEvent';

/**
 * The events and experiences hub: flagship events, the upcoming ones, and how to hear of new ones.
 * Every event has Register (for a flagship event, a place at the next one); upcoming events also
 * keep their invitation e-mail.
 */
export function EventsHubSection() {
  const { flagship, upcoming, stayInformed } = eventsHub;
  return (
    <Section id={eventsHub.id} heading={eventsHub.heading} intro={eventsHub.intro} tone="muted">
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
            <span id={upcoming.headingId} tabIndex={-1}>
              {upcoming.heading}
            </span>
          </Heading>
          <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2 }} space="large">
            {upcoming.events.map((event) => (
              <Card key={event.id} render={<li />}>
                <Stack space="small">
                  <Badge>{event.format}</Badge>
                  <Heading level={4}>{event.name}</Heading>
                  <Inline space={{ mobile: 'xsmall', tablet: 'large' }}>
                    <Inline space="xxsmall">
                      <IconCalendar size="small" />
                      <Text render={<time dateTime={event.startDate} />} weight="semibold">
                        {event.when}
                      </Text>
                    </Inline>
                    <Inline space="xxsmall">
                      <IconLocation size="small" />
                      <Text render={<span />}>{event.where}</Text>
                    </Inline>
                  </Inline>
                  <Text tone="secondary">{event.description}</Text>
                  <RegisterForEvent event={{ ...event, kind: 'upcoming' }} />
                  <Inline space="xxsmall">
                    <IconMail size="small" />
                    <Link href={eventInvitationMailto(event)}>
                      {upcoming.invitation}
                      <VisuallyHidden> for {event.name}</VisuallyHidden>
                    </Link>
                  </Inline>
                </Stack>
              </Card>
            ))}
          </Tiles>
        </Stack>

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
