import { ButtonLink, IconArrowRight, Inline, Link, Section, Stack } from '@akoma/design-system';

import { partnershipContactHref, partnersCallToAction } from '../../content/partners';

/** The closing invitation: the contact form with the partnership topic chosen, or an e-mail. */
export function PartnersCallToActionSection() {
  return (
    <Section heading={partnersCallToAction.heading} intro={partnersCallToAction.intro} tone="accent" align="center" width="medium">
      <Stack space="large" align="center">
        <ButtonLink href={partnershipContactHref} size="large" iconAfter={<IconArrowRight />}>
          {partnersCallToAction.contact}
        </ButtonLink>
        <Inline space="large" align="center">
          <Link href={partnersCallToAction.email.href}>{partnersCallToAction.email.label}</Link>
          <Link href={partnersCallToAction.sponsor.href}>{partnersCallToAction.sponsor.label}</Link>
        </Inline>
      </Stack>
    </Section>
  );
}
