import { brand } from './brand';
import { resolveLink } from './linkTargets';

/**
 * The Ask Indy page's words, choices and links. The page is anonymous: it stores nothing and sends
 * nothing; submitting carries the context to the contact form.
 */

/** The three pillars; their ids are also contact-form interest ids, so a choice carries straight over. */
export const askIndyPillars = [
  { value: 'capability', label: 'Capability' },
  { value: 'wellbeing', label: 'Wellbeing' },
  { value: 'performance', label: 'Performance' },
] as const;
export type AskIndyPillar = (typeof askIndyPillars)[number]['value'];

/** Company sizes, an optional choice: the values the form uses and the words a person reads. */
export const askIndyCompanySizes = [
  { value: 'msme', label: 'MSME' },
  { value: 'growth', label: 'Growth Org' },
  { value: 'enterprise', label: 'Large Enterprise' },
] as const;
export type CompanySize = (typeof askIndyCompanySizes)[number]['value'];

export const askIndyHero = {
  lead: `Describe a challenge in capability, wellbeing or performance. ${brand.assistant} helps you frame it, points you to the right tools, and carries your context to our team so you never have to repeat yourself.`,
  privacyBadge: 'Anonymous',
  privacyStatement: `${brand.assistant} is anonymous and stores no data. Nothing you type here is saved or sent: it stays in your browser until you choose to take it to our contact form.`,
  art: {
    width: 640,
    height: 480,
    alt: 'Two overlapping speech shapes in warm reds, framed by an Akoma heart motif and woven bands.',
  },
} as const;

export const askIndyForm = {
  heading: 'Tell Indy what is going on',
  intro:
    'Pick the pillar closest to your challenge, describe the situation in your own words, and tell us roughly how big your organisation is.',
  pillarLabel: 'Which pillar is this about?',
  situationLabel: 'Your situation',
  situationHint: 'What is happening, who it affects, and what you have tried so far. No names needed.',
  companySizeLabel: 'Company size (optional)',
  companySizePlaceholder: 'Choose a size',
  submit: 'Continue with our team',
  submitNote:
    'Continuing opens our contact form with your pillar and situation already filled in. You review everything there and decide whether to send it.',
} as const;

export const askIndySampleQuestions = {
  heading: 'Not sure where to start?',
  intro: 'Choose a question to put it in the situation box, then make it your own.',
  questions: [
    'Our managers were promoted for technical skill. How do we build real leadership capability quickly?',
    'Burnout is rising in our operations team. What can we do this quarter that actually helps?',
    'We set ambitious targets every year but execution stalls by mid-year. Where do we start?',
    'How do we keep our best young talent from leaving for competitors or abroad?',
    'We are merging two teams with very different cultures. How do we protect morale and performance?',
  ],
} as const;

export interface AskIndyTool {
  label: string;
  href: string;
  description: string;
}

export interface AskIndyToolList {
  heading: string;
  tools: readonly AskIndyTool[];
}

export const askIndyTools = {
  heading: 'Tools to go further',
  intro: 'Free reading and tools for each pillar, and the programmes behind them.',
  lists: [
    {
      heading: 'Capability',
      tools: [
        { label: 'Build Capability solutions', href: '/solutions/capability', description: 'Leadership, skills and learning programmes.' },
        { label: 'TWU learning platform', href: '/signature-products/twu', description: 'Learning paths built for African teams.' },
        { label: 'Toolkits', href: '/insights/toolkits', description: 'Practical templates for managers and HR teams.' },
      ],
    },
    {
      heading: 'Wellbeing',
      tools: [
        { label: 'Fuel Wellbeing solutions', href: '/solutions/wellbeing', description: 'Wellness, culture and psychological safety.' },
        {
          label: 'WellPaddy wellness hub',
          href: '/signature-products/wellpaddy',
          description: 'Everyday wellbeing support for every employee.',
        },
        { label: 'Briefs', href: '/insights/briefs', description: 'Short reads on what works for healthy teams.' },
      ],
    },
    {
      heading: 'Performance',
      tools: [
        { label: 'Drive Performance solutions', href: '/solutions/performance', description: 'Execution systems, OKRs and analytics.' },
        {
          label: 'IndyOps execution system',
          href: '/signature-products/indyops',
          description: 'Agile rhythms that keep priorities moving.',
        },
        { label: 'Research reports', href: '/insights/reports', description: 'Benchmarks from organisations across Africa.' },
      ],
    },
    {
      heading: 'Across all three',
      tools: [
        { label: 'All insights', href: '/insights', description: 'Research, thought leadership and case studies.' },
        { label: 'Our capabilities', href: resolveLink('/capabilities'), description: 'The TriSphere of solutions at a glance.' },
        { label: brand.flagship, href: resolveLink('/akoma360'), description: 'Organisation-wide transformation in one programme.' },
      ],
    },
  ] satisfies readonly AskIndyToolList[],
} as const;

export const askIndyHowItWorks = {
  heading: `How ${brand.assistant} works`,
  steps: [
    { title: 'Describe', description: 'Choose a pillar and describe your situation. Nothing leaves your browser.' },
    { title: 'Explore', description: 'Use the tools and reading for your pillar while you think it through.' },
    {
      title: 'Connect',
      description: 'Continue to our team: your context arrives in the contact form, ready for you to check and send.',
    },
  ],
} as const;
