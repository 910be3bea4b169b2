/** One value of the values-driven block: title and description. */
export interface HomeValue {
  title: string;
  description: string;
}

/** The values-driven block, between the assessment and the testimonials on the home page. */
export const valuesBlock = {
  eyebrow: 'Values-driven',
  heading: 'Rooted in Africa, driven by values',
  intro:
    'Akoma is the Akan word for the heart, and the adinkra symbol of patience and goodwill. It is how we work with the people behind every organisation.',
  image: { src: '/images/home/values-weave.svg', width: 800, height: 600 },
  values: [
    {
      title: 'People first',
      description: 'Ubuntu at work: organisations thrive when the people in them do. We design for both.',
    },
    {
      title: 'Evidence over opinion',
      description: 'We agree the measures before we start and report honestly against them.',
    },
    {
      title: 'Built for African realities',
      description: 'Local languages, cultural intelligence and wellbeing practices rooted in heritage.',
    },
    {
      title: 'Integrity in every engagement',
      description: 'Confidential, fair and inclusive, with no exceptions for convenience.',
    },
  ],
  links: [
    { label: 'Our story and values', href: '/about' },
    { label: 'Our ethics and inclusion policy', href: '/esg-inclusion' },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  image: { src: string; width: number; height: number };
  values: readonly HomeValue[];
  links: readonly { label: string; href: string }[];
};
