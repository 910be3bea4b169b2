import {
  Box,
  Column,
  Columns,
  Container,
  Heading,
  IconLocation,
  IconMail,
  IconMessage,
  IconPhone,
  Inline,
  Link,
  Stack,
  Text,
  Tiles,
} from '@akoma/design-system';

import { contactDetails, whatsappLink } from '../content/contactDetails';
import { footerContent, footerNavigation, legalLinks } from '../content/footer';
import { footerId } from './footerId';
import { NewsletterForm } from './NewsletterForm';

/** The footer on every page: newsletter, link columns, contact details, social and legal links. */
export default function Footer() {
  return (
    <Box render={<footer />} id={footerId} background="inverse" paddingY={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
      <Container>
        <Stack space="xxlarge">
          <Columns space="xxlarge" collapseBelow="desktop">
            <Column width="2/5">
              <Stack space="large">
                <Text>{footerContent.about}</Text>
                <NewsletterForm />
              </Stack>
            </Column>
            <Column>
              <Tiles columns={{ mobile: 1, tablet: 2, wide: 4 }} space="large">
                {footerNavigation.map((column) => (
                  <Box key={column.heading} render={<nav aria-label={column.heading} />}>
                    <Stack space="small">
                      <Heading level={2} size="4">
                        {column.heading}
                      </Heading>
                      <Stack render={<ul />} space="xsmall">
                        {column.links.map((link) => (
                          <li key={link.href}>
                            <Link href={link.href} underline="hover">
                              {link.label}
                            </Link>
                          </li>
                        ))}
                      </Stack>
                    </Stack>
                  </Box>
                ))}
              </Tiles>
            </Column>
          </Columns>

          <Columns space="xlarge" collapseBelow="desktop">
            <Column>
              <Stack space="small">
                <Heading level={2} size="4">
                  Contact us
                </Heading>
                <Stack render={<address />} space="xsmall">
                  <Inline space="xsmall" alignY="top">
                    <IconLocation />
                    <Text render={<span />}>{contactDetails.office.address}</Text>
                  </Inline>
                  <Inline space="xsmall">
                    <IconPhone />
                    <Link href={contactDetails.phone.href}>{contactDetails.phone.display}</Link>
                  </Inline>
                  <Inline space="xsmall">
                    <IconMail />
                    <Link href={`mailto:${contactDetails.email}`}>{contactDetails.email}</Link>
                  </Inline>
                  <Inline space="xsmall">
                    <IconMessage />
                    <Link href={whatsappLink()}>Chat with us on WhatsApp</Link>
                  </Inline>
                </Stack>
              </Stack>
            </Column>
            <Column>
              <Stack space="small">
                <Heading level={2} size="4">
                  Follow us
                </Heading>
                <Inline render={<ul />} space="medium">
                  {contactDetails.social.map((profile) => (
                    <li key={profile.name}>
                      <Link href={profile.href}>{profile.name}</Link>
                    </li>
                  ))}
                </Inline>
              </Stack>
            </Column>
          </Columns>

          <Stack space="medium">
            <Inline render={<nav aria-label="Legal" />} space="medium">
              {legalLinks.map((link) => (
                <Link key={link.href} href={link.href} underline="hover" tone="neutral">
                  {link.label}
                </Link>
              ))}
            </Inline>
            <Text size="small" tone="secondary">
              {footerContent.copyright}
            </Text>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
