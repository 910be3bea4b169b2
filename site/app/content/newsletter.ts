import type { NewsletterSignUpStatus } from '../forms/contactInquiry';

/**
 * The Workroom newsletter's words: what the sign-up box says after each answer, and the /newsletter
 * page (what the newsletter is, how signing up works, and the confirm and unsubscribe links).
 */

/** What the sign-up box says after the server's answer; `email` is the address that was sent. */
export const newsletterSignUpOutcomes: Record<NewsletterSignUpStatus, { title: string; description: (email: string) => string }> = {
  confirmation_sent: {
    title: 'Check your inbox',
    description: (email) => `We've sent a link to ${email}. Open it to confirm your subscription.`,
  },
  confirmation_pending: {
    title: 'Your link is already on its way',
    description: (email) =>
      `We sent a confirmation link to ${email} earlier. Look in your inbox, and your spam folder, and open it to confirm.`,
  },
  already_subscribed: {
    title: "You're already subscribed",
    description: (email) => `${email} already receives The Workroom. The next issue is on its way.`,
  },
};

export const newsletterSignUpProblems = {
  /** `wait` reads "in about 8 minutes". */
  rateLimited: (wait: string) =>
    `Too many sign-ups from this address just now. Please try again ${wait}; your address is still in the box.`,
  failed: "We couldn't sign you up just now. Your address is still in the box; please try again in a moment.",
} as const;

export const newsletterPage = {
  intro:
    'The Workroom is our monthly newsletter for people leaders across Africa: new research, practical ideas and event news, in one e-mail at the start of each month.',
  /** The heading over the two columns below: what arrives, and how signing up works. */
  expect: 'What to expect',
  inside: {
    heading: 'In each issue',
    items: [
      'One new piece of research from African workplaces, with the figures behind it',
      'A practical idea your team can try that month, from our consultants',
      'Dates for masterclasses, roundtables and webinars, before they are announced anywhere else',
      'New episodes of our podcast and the reports our guests discuss',
    ],
  },
  steps: {
    heading: 'How signing up works',
    items: [
      'Enter your work email below.',
      'We e-mail you a link: open it and press "Confirm my subscription". Nothing arrives until you do.',
      'Every issue has an unsubscribe link. One press and you are off the list.',
    ],
  },
  signUp: {
    /** The id of the sign-up section's heading: the invalid-link message and "sign up again" links jump here. */
    headingId: 'newsletter-sign-up',
    heading: 'Sign up to The Workroom',
    intro: 'Once a month, free. We use your address for the newsletter only.',
  },
  /** The panel shown for a link from one of our e-mails, before and after the press. */
  links: {
    confirm: {
      heading: 'Confirm your subscription',
      intro: 'Press the button to start receiving The Workroom.',
      button: 'Confirm my subscription',
      busy: 'Confirming...',
      done: {
        title: "You're subscribed",
        description: 'Thank you for confirming. The next issue of The Workroom will reach your inbox at the start of the month.',
      },
    },
    unsubscribe: {
      heading: 'Unsubscribe from The Workroom',
      intro: "Press the button and we'll stop sending you the newsletter.",
      button: 'Unsubscribe',
      busy: 'Unsubscribing...',
      done: {
        title: "You're unsubscribed",
        description: "You won't receive The Workroom any more. If you change your mind, you can sign up again below.",
      },
    },
    invalid: {
      title: "This link doesn't work any more",
      description:
        'It may have been cut short by your e-mail program, replaced by a newer link, or expired. Sign up again and we will send you a fresh one.',
      action: 'Sign up again',
    },
    failed: {
      title: 'Something went wrong',
      description: "We couldn't reach the newsletter service. Please press the button again in a moment.",
    },
  },
} as const;
