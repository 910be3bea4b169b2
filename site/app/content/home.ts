/** The home page's words and figures (its sections, in order, are in docs/product-rules.md, "Home page"). */
export const homeHero = {
  eyebrow: 'Workplace transformation across Africa',
  heading: 'Transforming African workplaces',
  headingAccent: 'through capability, wellbeing and performance',
  lead: 'We partner with ambitious organisations across the continent to build capability, fuel wellbeing and drive performance, with results you can measure.',
  stats: [
    { figure: '500+', label: 'professionals transformed' },
    { figure: '5+', label: 'countries' },
    { figure: '10+', label: 'organizations' },
  ],
  trustLine: 'Trusted by banks, pan-African corporations, tech innovators and healthcare leaders.',
} as const;
