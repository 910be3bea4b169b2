/**
 * How people reach the company, in one place.
 *
 * EXAMPLE VALUES: every phone number, address, e-mail, scheduling link, chat number, video and
 * social address below is a placeholder the company replaces before launch (see README,
 * "Content to replace"). They use reserved example numbers and the `.example` domain on purpose,
 * so nothing here reaches a real stranger.
 */
export const contactDetails = {
  phone: { display: '+234 800 000 0000', href: 'tel:+2348000000000' },
  email: 'hello@akoma.example',
  /** WhatsApp number in international format without "+", and the greeting each chat link starts with. */
  whatsapp: {
    number: '2348000000000',
    greeting: "Hello Akoma, I'd like to talk about transforming our workplace.",
  },
  /** The external scheduling page ("Book via Calendly", "Book a Demo", career chat). */
  schedulingUrl: 'https://calendly.com/akoma-example/discovery-call',
  careerChatUrl: 'https://calendly.com/akoma-example/career-chat',
  /** Where Watch Our Story and the other videos are hosted. */
  videos: {
    story: 'https://www.youtube.com/watch?v=akoma-example-story',
    lifeAtAkoma: 'https://www.youtube.com/watch?v=akoma-example-life',
    meetTheTeam: 'https://www.youtube.com/watch?v=akoma-example-team',
  },
  careersSite: 'https://careers.akoma.example',
  careersGuidePdf: 'https://akoma.example/downloads/akoma-careers-guide.pdf',
  office: {
    city: 'Lagos',
    country: 'Nigeria',
    address: '12 Example Crescent, Victoria Island, Lagos, Nigeria',
    streetAddress: '12 Example Crescent, Victoria Island',
    timezone: 'WAT (UTC+1)',
    hours: 'Monday to Friday, 09:00 to 18:00 WAT',
  },
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/akoma-example' },
    { name: 'X (Twitter)', href: 'https://x.com/akoma_example' },
    { name: 'Instagram', href: 'https://www.instagram.com/akoma_example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@akoma-example' },
  ],
} as const;

/** A WhatsApp chat link that opens with a prefilled message. */
export function whatsappLink(message: string = contactDetails.whatsapp.greeting): string {
  return `https://wa.me/${contactDetails.whatsapp.number}?text=${encodeURIComponent(message)}`;
}

export const mailtoLink = (subject?: string) => `mailto:${contactDetails.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
