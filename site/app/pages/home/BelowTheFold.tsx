import { AskIndyTeaserSection } from './AskIndyTeaserSection';
import { AssessmentSection } from './AssessmentSection';
import { ClosingCallToActionSection } from './ClosingCallToActionSection';
import { ContentBrowserSection } from './ContentBrowserSection';
import { ImpactSection } from './ImpactSection';
import { InsightsHubSection } from './InsightsHubSection';
import { PromiseSection } from './PromiseSection';
import { RoiCalculatorSection } from './RoiCalculatorSection';
import { TestimonialsSection } from './TestimonialsSection';
import { ThoughtLeadershipSection } from './ThoughtLeadershipSection';
import { ValuesSection } from './ValuesSection';
import { VideoSection } from './VideoSection';

/**
 * The home page after its hero, section by section (the order is listed in
 * docs/product-rules.md, "Home page"). Its code is loaded apart from the hero's (see
 * routes/home.tsx): the first screen hydrates without it.
 */
export default function BelowTheFold() {
  return (
    <>
      <PromiseSection />
      <ImpactSection />
      <ThoughtLeadershipSection />
      <InsightsHubSection />
      <RoiCalculatorSection />
      <ContentBrowserSection />
      <AssessmentSection />
      <ValuesSection />
      <TestimonialsSection />
      <AskIndyTeaserSection />
      <VideoSection />
      <ClosingCallToActionSection />
    </>
  );
}
