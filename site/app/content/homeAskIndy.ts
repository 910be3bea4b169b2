import { brand } from './brand';

/** The Ask Indy teaser: three sample questions, each opening the assistant with it filled in. */
export const askIndyTeaser = {
  eyebrow: 'AI workplace assistant',
  heading: `${brand.assistant}: think a challenge through`,
  intro: `Describe a workplace challenge in your own words. ${brand.assistant} helps you see where to start in capability, wellbeing or performance. It is anonymous and stores nothing you type.`,
  questionsHeading: 'Try a question',
  sampleQuestions: [
    'How can we reduce staff turnover in our branches?',
    'What does a wellbeing programme look like for a team of 200?',
    'How do we turn our annual strategy into weekly execution?',
  ],
  cta: { label: 'Ask your own question', href: '/ask-indy' },
} as const;
