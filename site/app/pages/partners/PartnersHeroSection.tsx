import { ButtonLink, IconArrowRight, IconCalendar } from '@akoma/design-system';

import partners from '#content/partners';

import { screenPage } from '../../content/pages';
import { eventsHubIds, partnershipContactHref } from '../../content/partners';
import { inPageLinkTo } from '../shared/inPageLinkTo';
import { PageHero } from '../PageHero';
import partnersHeroArt from '../../artwork/partners-hero.svg?raw';

const { hero } = partners;

/** The partners hero: the invitation to partner, and a jump to the upcoming events. */
export function PartnersHeroSection() {
  return (
    <PageHero
      page={screenPage('partners')}
      lead={hero.lead}
      art={{ svg: partnersHeroArt, width: 640, height: 480, alt: hero.artAlt }}
      actions={
        <>
          <ButtonLink href={partnershipContactHref} iconAfter={<IconArrowRight />}>
            {hero.primaryAction}
          </ButtonLink>
          <ButtonLink {...inPageLinkTo(eventsHubIds.upcoming)} variant="secondary" icon={<IconCalendar />}>
            {hero.eventsAction}
          </ButtonLink>
        </>
      }
    />
  );
}
