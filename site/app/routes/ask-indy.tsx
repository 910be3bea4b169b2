import { AskIndyFormSection } from '../pages/ask-indy/AskIndyFormSection';
import { AskIndyHeroSection } from '../pages/ask-indy/AskIndyHeroSection';
import { AskIndyHowItWorksSection, AskIndyToolsSection } from '../pages/ask-indy/AskIndyToolsSection';
import { screenMeta } from './screen';
import { AfterFirstFrame } from '../performance/AfterFirstFrame';
import type { Route } from './+types/ask-indy';

export const meta: Route.MetaFunction = screenMeta;

/** The Ask Indy page: anonymous, stores nothing, hands over to the contact form. */
export default function AskIndy() {
  return (
    <>
      <AskIndyHeroSection />
      <AfterFirstFrame>
        <AskIndyFormSection />
        <AskIndyToolsSection />
        <AskIndyHowItWorksSection />
      </AfterFirstFrame>
    </>
  );
}
