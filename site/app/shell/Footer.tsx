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

import footer from '#content/footer';
import switcher from '#content/languageSwitcher';

import { contactDetails, whatsappLink } from '../content/contactDetails';
import { resolveLink } from '../content/linkTargets';
import { languageSettings, otherLanguage } from '../language';
import { footerId } from './footerId';
import { LanguageSwitcher } from './LanguageSwitcher';
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
                <Text>{footer.about}</Text>
                <NewsletterForm />
              </Stack>
            </Column>
            <Column>
              <Tiles columns={{ mobile: 1, tablet: 2, wide: 4 }} space="large">
                {footer.columns.map((column) => (
                  <Box key={column.heading} render={<nav aria-label={column.heading} />}>
                    <Stack space="small">
                      <Heading level={2} size="4">
                        {column.heading}
                      </Heading>
                      <Stack render={<ul />} space="xsmall">
                        {column.links.map((link) => (
                          <li key={link.href}>
                            <Link href={resolveLink(link.href)} underline="hover">
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
                  {footer.contact.heading}
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
                    <Link href={whatsappLink()}>{footer.contact.whatsApp}</Link>
                  </Inline>
                </Stack>
              </Stack>
            </Column>
            <Column>
              <Stack space="small">
                <Heading level={2} size="4">
                  {footer.social.heading}
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
            <Inline render={<nav aria-label={footer.legal.label} />} space="medium">
              {footer.legal.links.map((link) => (
                <Link key={link.href} href={link.href} underline="hover" tone="neutral">
                  {link.label}
                </Link>
              ))}
            </Inline>
            <Box render={<nav aria-label={switcher.footerLabel} lang={languageSettings[otherLanguage].htmlLang} />}>
              <Text size="small">
                <LanguageSwitcher>{switcher.name}</LanguageSwitcher>
              </Text>
            </Box>
            <Text size="small" tone="secondary">
              {footer.copyright}
            </Text>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
