import {
  ButtonLink,
  Card,
  Column,
  Columns,
  Heading,
  IconCalendar,
  IconClock,
  IconLocation,
  IconMail,
  IconMessage,
  IconPhone,
  Image,
  Link,
  Section,
  Stack,
  Text,
  Tiles,
} from '@akoma/design-system';
import type { ReactNode } from 'react';

import contact from '#content/contact';

import { contactDetails, mailtoLink, whatsappLink } from '../../content/contactDetails';

/** A detail with its icon beside it; long text wraps beside the icon, never under it. */
function IconLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Columns space="xsmall" alignY="top">
      <Column width="content">{icon}</Column>
      <Column>{children}</Column>
    </Columns>
  );
}

/** The Lagos office card (address, phone, e-mail, time zone), a chat-app conversation and call booking. */
export function OtherWaysSection() {
  const { otherWays } = contact;
  const { office, chat, booking } = otherWays;
  return (
    <Section heading={otherWays.heading} intro={otherWays.intro}>
      <Tiles columns={{ mobile: 1, desktop: 3 }} space="large">
        <Card
          tone="muted"
          media={<Image src={office.image.src} alt={office.image.alt} width={office.image.width} height={office.image.height} />}
        >
          <Stack space="medium">
            <Heading level={3}>{`${contactDetails.office.city}, ${contactDetails.office.country}`}</Heading>
            <Stack render={<address />} space="small">
              <IconLine icon={<IconLocation />}>
                <Text>{contactDetails.office.address}</Text>
              </IconLine>
              <IconLine icon={<IconPhone />}>
                <Link href={contactDetails.phone.href}>{contactDetails.phone.display}</Link>
              </IconLine>
              <IconLine icon={<IconMail />}>
                <Link href={mailtoLink()}>
                  <Text render={<span />} size="inherit" breakWord>
                    {contactDetails.email}
                  </Text>
                </Link>
              </IconLine>
            </Stack>
            <IconLine icon={<IconClock />}>
              <Stack space="xxsmall">
                <Text>
                  {office.timezoneLabel}: {contactDetails.office.timezone}
                </Text>
                <Text>
                  {office.hoursLabel}: {contactDetails.office.hours}
                </Text>
              </Stack>
            </IconLine>
          </Stack>
        </Card>
        <Card tone="muted">
          <Stack space="medium">
            <IconMessage size="xlarge" />
            <Heading level={3}>{chat.heading}</Heading>
            <Text tone="secondary">{chat.description}</Text>
            <ButtonLink href={whatsappLink()} variant="secondary">
              {chat.action}
            </ButtonLink>
          </Stack>
        </Card>
        <Card tone="muted">
          <Stack space="medium">
            <IconCalendar size="xlarge" />
            <Heading level={3}>{booking.heading}</Heading>
            <Text tone="secondary">{booking.description}</Text>
            <ButtonLink href={contactDetails.schedulingUrl} variant="secondary">
              {booking.action}
            </ButtonLink>
          </Stack>
        </Card>
      </Tiles>
    </Section>
  );
}
