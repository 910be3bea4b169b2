import { ContactHeroSection } from '../pages/contact/ContactHeroSection';
import { ContactInquirySection } from '../pages/contact/ContactInquirySection';
import { OtherWaysSection } from '../pages/contact/OtherWaysSection';
import { screenMeta } from './screen';
import { AfterFirstFrame } from '../performance/AfterFirstFrame';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = screenMeta;

/** The contact page: hero, interest cards with the form, and other ways to reach us. */
export default function Contact() {
  return (
    <>
      <ContactHeroSection />
      <AfterFirstFrame>
        <ContactInquirySection />
        <OtherWaysSection />
      </AfterFirstFrame>
    </>
  );
}
