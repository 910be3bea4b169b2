import { ButtonLink, IconArrowRight, IconCalendar } from '@akoma/design-system';

import { screenPage } from '../../content/pages';
import { eventsHub, partnershipContactHref, partnersHero } from '../../content/partners';
import { inPageLinkTo } from '../shared/inPageLinkTo';
import { PageHero } from '../PageHero';
import partnersHeroArt from '../../artwork/partners-hero.svg?raw';

/** The partners hero: the invitation to partner, and a jump to the upcoming events. */
export function PartnersHeroSection() {
  return (
    <PageHero
      page={screenPage('partners')}
      lead={partnersHero.lead}
      art={{ svg: partnersHeroArt, ...partnersHero.art }}
      actions={
        <>
          <ButtonLink href={partnershipContactHref} iconAfter={<IconArrowRight />}>
            {partnersHero.primaryAction}
          </ButtonLink>
          <ButtonLink {...inPageLinkTo(eventsHub.upcoming.headingId)} variant="secondary" icon={<IconCalendar />}>
            {partnersHero.eventsAction}
          </ButtonLink>
        </>
      }
    />
  );
}
