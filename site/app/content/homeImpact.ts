/** A headline figure: the number, what it counts, and a line of context. */
export interface ImpactStat {
  figure: string;
  label: string;
  subtext?: string;
}

/** The home page's impact figures: quantified impact in five tiles, proven impact in four. */
export const impact = {
  eyebrow: 'Impact',
  heading: 'Impact you can measure',
  intro: 'We agree the measures with each client before we start, and report against them until the work is done.',
  quantified: {
    heading: 'Quantified impact',
    intro: 'What our clients have achieved, on average, across their programmes.',
    stats: [
      { figure: '73%', label: 'faster decisions' },
      { figure: '2.4x', label: 'revenue growth' },
      { figure: '$12.3M', label: 'average value creation' },
      { figure: '89%', label: 'wellbeing score' },
      { figure: '5,000+', label: 'youth trained', subtext: 'through IndyFuture' },
    ],
  },
  proven: {
    heading: 'Proven impact',
    intro: 'The reach of our work so far.',
    stats: [
      { figure: '500+', label: 'employees', subtext: 'in our programmes' },
      { figure: '10+', label: 'organizations', subtext: 'transformed end to end' },
      { figure: '85%', label: 'retention', subtext: 'versus industry 72%' },
      { figure: '2+', label: 'years', subtext: 'of measured results' },
    ],
  },
  /** Where the full stories behind the figures are told. */
  storiesLink: { label: 'See the stories behind the numbers', href: '/impact' },
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  quantified: { heading: string; intro: string; stats: readonly ImpactStat[] };
  proven: { heading: string; intro: string; stats: readonly ImpactStat[] };
  storiesLink: { label: string; href: string };
};
