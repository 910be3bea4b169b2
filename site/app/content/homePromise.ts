/** One pillar of the promise: subtitle, description and a client metric. */
export interface Pillar {
  name: string;
  subtitle: string;
  description: string;
  /** Where the pillar's solutions are described, and the link's words. */
  link: { label: string; href: string };
  image: string;
  metric: { figure: string; label: string; note: string };
}

export const promise = {
  eyebrow: 'Our promise',
  heading: 'Three pillars, one transformation',
  intro:
    'Capability, wellbeing and performance rise or fall together. Our TriSphere framework works on all three at once, so gains in one are not lost in another.',
  pillars: [
    {
      name: 'Build Capability',
      subtitle: 'Skills and leaders for what comes next',
      description:
        'Leadership academies, role-based learning paths on TWU and coaching that turn potential into everyday performance, from the front line to the boardroom.',
      link: { label: 'Explore capability solutions', href: '/solutions/capability' },
      image: '/images/home/pillar-capability.svg',
      metric: { figure: '+30%', label: 'leadership bench strength', note: 'Average across capability clients after 12 months' },
    },
    {
      name: 'Fuel Wellbeing',
      subtitle: 'Healthy people, sustainable results',
      description:
        'Wellbeing programmes rooted in African culture, delivered through WellPaddy, that lower burnout and keep your best people engaged and well.',
      link: { label: 'Explore wellbeing solutions', href: '/solutions/wellbeing' },
      image: '/images/home/pillar-wellbeing.svg',
      metric: { figure: '−40%', label: 'burnout-related absence', note: 'Average across wellbeing clients after 12 months' },
    },
    {
      name: 'Drive Performance',
      subtitle: 'Strategy that reaches every week',
      description:
        'IndyOps rhythms, scorecards and analytics that turn strategy into weekly delivery, so every team knows what matters and how it is going.',
      link: { label: 'Explore performance solutions', href: '/solutions/performance' },
      image: '/images/home/pillar-performance.svg',
      metric: {
        figure: '2x',
        label: 'faster delivery of strategic priorities',
        note: 'Average across performance clients after 12 months',
      },
    },
  ],
} as const satisfies { eyebrow: string; heading: string; intro: string; pillars: readonly Pillar[] };
