import { homePage } from '../content/pages';
import { AskIndyTeaserSection } from '../home/AskIndyTeaserSection';
import { AssessmentSection } from '../home/AssessmentSection';
import { ClosingCallToActionSection } from '../home/ClosingCallToActionSection';
import { ContentBrowserSection } from '../home/ContentBrowserSection';
import { HeroSection } from '../home/HeroSection';
import { InsightsHubSection } from '../home/InsightsHubSection';
import { PromiseSection } from '../home/PromiseSection';
import { ImpactSection } from '../home/ImpactSection';
import { RoiCalculatorSection } from '../home/RoiCalculatorSection';
import { TestimonialsSection } from '../home/TestimonialsSection';
import { ThoughtLeadershipSection } from '../home/ThoughtLeadershipSection';
import { ValuesSection } from '../home/ValuesSection';
import { VideoSection } from '../home/VideoSection';
import { pageMeta } from '../seo/meta';

export function meta() {
  return pageMeta(homePage);
}

/** The home page, section by section, in the order of SPEC section 2 ("Home"). */
export default function Home() {
  return (
    <>
      <HeroSection />
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
