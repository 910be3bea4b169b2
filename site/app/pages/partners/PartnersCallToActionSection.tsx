import { ButtonLink, IconArrowRight, Inline, Link, Section, Stack } from '@akoma/design-system';

import partners from '#content/partners';

import { mailtoLink } from '../../content/contactDetails';
import { partnershipContactHref } from '../../content/partners';

const { callToAction } = partners;

/** The closing invitation: the contact form with the partnership topic chosen, or an e-mail. */
export function PartnersCallToActionSection() {
  return (
    <Section heading={callToAction.heading} intro={callToAction.intro} tone="accent" align="center" width="medium">
      <Stack space="large" align="center">
        <ButtonLink href={partnershipContactHref} size="large" iconAfter={<IconArrowRight />}>
          {callToAction.contact}
        </ButtonLink>
        <Inline space="large" align="center">
          <Link href={mailtoLink(callToAction.email.subject)}>{callToAction.email.label}</Link>
          <Link href={mailtoLink(callToAction.sponsor.subject)}>{callToAction.sponsor.label}</Link>
        </Inline>
      </Stack>
    </Section>
  );
}
