import { EventsHubSection } from '../pages/partners/EventsHubSection';
import { PartnersCallToActionSection } from '../pages/partners/PartnersCallToActionSection';
import { PartnersHeroSection } from '../pages/partners/PartnersHeroSection';
import { AudiencesSection, CollaborationModelsSection, PartnerImpactSection } from '../pages/partners/PartnershipSections';
import { screenMeta } from './screen';
import { AfterFirstFrame } from '../performance/AfterFirstFrame';
import type { Route } from './+types/partners';

export const meta: Route.MetaFunction = screenMeta;

/** The partners page: audiences, collaboration models, impact and the events hub. */
export default function Partners() {
  return (
    <>
      <PartnersHeroSection />
      <AfterFirstFrame>
        <AudiencesSection />
        <CollaborationModelsSection />
        <PartnerImpactSection />
        <EventsHubSection />
        <PartnersCallToActionSection />
      </AfterFirstFrame>
    </>
  );
}
