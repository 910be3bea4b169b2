import { ButtonLink, IconArrowRight, IconPhone } from '@akoma/design-system';

import { contactForm, contactHero } from '../../content/contact';
import { contactDetails } from '../../content/contactDetails';
import { screenPage } from '../../content/pages';
import { inPageLinkTo } from '../shared/inPageLinkTo';
import { PageHero } from '../PageHero';
import contactHeroArt from '../../artwork/contact-hero.svg?raw';

/** The contact page's hero: the promise to reply, a jump to the form and a call button. */
export function ContactHeroSection() {
  return (
    <PageHero
      page={screenPage('contact')}
      lead={contactHero.lead}
      art={{ svg: contactHeroArt, ...contactHero.art }}
      actions={
        <>
          <ButtonLink {...inPageLinkTo(contactForm.headingId)} iconAfter={<IconArrowRight />}>
            {contactHero.scrollToForm}
          </ButtonLink>
          <ButtonLink href={contactDetails.phone.href} variant="secondary" icon={<IconPhone />}>
            {contactHero.call}
          </ButtonLink>
        </>
      }
    />
  );
}
