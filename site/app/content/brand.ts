/**
 * The brand, in one place. Every page reads the name from here, so a rename is a one-line change.
 */
export const brand = {
  name: 'Akoma',
  /** The flagship programme: `{product}360`. */
  flagship: 'Akoma360',
  memberArea: 'IndyCircle',
  assistant: 'Ask Indy',
  tagline: "Africa's Most Trusted Workplace Transformation Partner",
  slogan: 'Capability, Wellbeing, Performance',
} as const;

/** The default page title, for any route without its own: tagline | product | slogan. */
export const defaultTitle = `${brand.tagline} | ${brand.name} | ${brand.slogan}`;
