import type { InterestId } from '../forms/contactInquiry';
import { formatCount } from '../format';
import { brand } from './brand';
import { contactDetails } from './contactDetails';
import type { ContentIcon } from './contentIcons';

/** The contact page's words: hero, topic cards, the form and its messages, other ways to reach us. */

export const contactHero = {
  lead: `Tell us where your organisation wants to be. Whether it is building capability, fuelling wellbeing or driving performance, a member of the ${brand.name} team will get back to you within 24 hours.`,
  scrollToForm: 'Send us a message',
  call: `Call ${contactDetails.phone.display}`,
  art: {
    width: 640,
    height: 480,
    alt: 'An Akoma heart motif in brand red at the centre of warm woven bands and circles.',
  },
} as const;

export interface InterestCard {
  value: InterestId;
  title: string;
  description: string;
  icon: ContentIcon;
}

export const contactInterests = {
  heading: 'What would you like to talk about?',
  intro: 'Choose the topic closest to your needs and we will route your message to the right team. You can change it at any time.',
  /** The radio group's name for screen readers (the section heading says it on screen). */
  label: 'Topic of your message',
  cards: [
    { value: 'capability', title: 'Build Capability', description: 'Leadership, skills and learning programmes.', icon: 'user' },
    { value: 'wellbeing', title: 'Fuel Wellbeing', description: 'Wellness, culture and psychological safety.', icon: 'heart' },
    { value: 'performance', title: 'Drive Performance', description: 'Execution systems, OKRs and analytics.', icon: 'trendingUp' },
    {
      value: 'consultation',
      title: 'Free Consultation',
      description: 'A 30-minute conversation about where you are now.',
      icon: 'calendar',
    },
    { value: 'partnership', title: 'Partnership', description: 'Universities, governments, NGOs and tech firms.', icon: 'message' },
    { value: 'other', title: 'Something Else', description: 'Media, speaking or anything else on your mind.', icon: 'info' },
  ] satisfies readonly InterestCard[],
} as const;

/** The contact form's words: its labels and hints, what it says as it sends, and what it says of a field that needs attention. */
export const contactForm = {
  /** The id of the form's heading, which the hero's "Send us a message" button jumps to. */
  headingId: 'contact-form',
  heading: 'Send us a message',
  intro: "We'll get back to you within 24 hours, Monday to Friday.",
  requiredNote: 'Fields marked * are required.',
  topicLabel: 'Topic',
  noTopic: 'General enquiry',
  changeTopic: 'Choose a topic',
  labels: {
    name: 'Full Name',
    email: 'Email Address',
    company: 'Company',
    role: 'Job Title',
    country: 'Country',
    message: 'Message',
  },
  countryPlaceholder: 'Choose your country',
  /** The countries the form offers; "Other" reads "Other African Country". */
  countries: [
    { value: 'Nigeria', label: 'Nigeria' },
    { value: 'Kenya', label: 'Kenya' },
    { value: 'South Africa', label: 'South Africa' },
    { value: 'Ghana', label: 'Ghana' },
    { value: 'Uganda', label: 'Uganda' },
    { value: 'Tanzania', label: 'Tanzania' },
    { value: 'Rwanda', label: 'Rwanda' },
    { value: 'Other', label: 'Other African Country' },
  ],
  messageHint: 'What would you like to change, and by when? A few lines are plenty.',
  submit: 'Send message',
  sending: 'Sending...',
  sent: { title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." },
  failed: { title: 'Error sending message', description: 'Please try again or contact us directly.' },
  /** What the form says of a field before sending (the e-mail address's words are every form's, forms/email.ts). */
  errors: {
    nameMissing: 'Enter your full name.',
    messageMissing: 'Enter a message, so we know how we can help.',
    tooLong: (length: number, limit: number) => `This is ${formatCount(length)} characters. Shorten it to ${formatCount(limit)} or fewer.`,
  },
  /** The server refused the send for too many messages in a short time; `wait` reads "in about 8 minutes". */
  rateLimited: {
    title: "You've sent several messages in a short time",
    description: (wait: string) => `Everything you typed is still here. Please send it ${wait}, or email us at`,
  },
  /** The server matched the send to an earlier, different attempt; sending again goes under a new id. */
  conflict: {
    title: "Your message wasn't sent",
    description: 'It changed while an earlier attempt was still on its way. Press Send message once more.',
  },
} as const;

export const contactOtherWays = {
  heading: 'Other ways to reach us',
  intro: 'Prefer to talk? Visit, call, chat or book a time that suits you.',
  office: {
    image: {
      src: '/images/contact/lagos-office.svg',
      width: 640,
      height: 360,
      alt: 'An abstract Lagos skyline over lagoon waves, in warm reds and stone tones.',
    },
    heading: `${contactDetails.office.city}, ${contactDetails.office.country}`,
    timezoneLabel: 'Timezone',
    hoursLabel: 'Office hours',
  },
  chat: {
    heading: 'Chat on WhatsApp',
    description: 'Start a conversation with our team from your phone. We reply during office hours.',
    action: 'Start a WhatsApp chat',
  },
  booking: {
    heading: 'Book a discovery call',
    description: 'Pick a 30-minute slot for a free conversation with a consultant about your goals.',
    action: 'Book a call',
  },
} as const;
