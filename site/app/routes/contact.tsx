import { ContactHeroSection } from '../pages/contact/ContactHeroSection';
import { ContactInquirySection } from '../pages/contact/ContactInquirySection';
import { OtherWaysSection } from '../pages/contact/OtherWaysSection';
import { screenMeta } from './screen';

export const meta = screenMeta;

/** The contact page: hero, interest cards with the form, and other ways to reach us. */
export default function Contact() {
  return (
    <>
      <ContactHeroSection />
      <ContactInquirySection />
      <OtherWaysSection />
    </>
  );
}
