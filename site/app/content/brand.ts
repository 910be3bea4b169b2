/**
 * The brand, in one place. Every page reads the name from here, so a rename is a one-line change.
 * (The tagline and slogan are words, in both languages, in content/pages/metadata.yaml.)
 */
export const brand = {
  name: 'Akoma',
} as const;
