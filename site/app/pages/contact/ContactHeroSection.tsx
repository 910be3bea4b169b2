import { ButtonLink, IconArrowRight, IconPhone } from '@akoma/design-system';

import contact from '#content/contact';

import { contactDetails } from '../../content/contactDetails';
import { screenPage } from '../../content/pages';
import { inPageLinkTo } from '../shared/inPageLinkTo';
import { contactFormHeadingId } from './contactForm';
import { PageHero } from '../PageHero';
import contactHeroArt from '../../artwork/contact-hero.svg?raw';

const { hero } = contact;

/** The contact page's hero: the promise to reply, a jump to the form and a call button. */
export function ContactHeroSection() {
  return (
    <PageHero
      page={screenPage('contact')}
      lead={hero.lead}
      art={{ svg: contactHeroArt, width: 640, height: 480, alt: hero.artAlt }}
      actions={
        <>
          <ButtonLink {...inPageLinkTo(contactFormHeadingId)} iconAfter={<IconArrowRight />}>
            {hero.scrollToForm}
          </ButtonLink>
          <ButtonLink href={contactDetails.phone.href} variant="secondary" icon={<IconPhone />}>
            {hero.call.replace('{phone}', contactDetails.phone.display)}
          </ButtonLink>
        </>
      }
    />
  );
}
