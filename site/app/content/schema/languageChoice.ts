import { z } from 'zod';

import { line } from './fields.ts';

/**
 * How a page offers the other language (site/content/site/language-choice.yaml): the switcher in the
 * header and the footer, and the line that suggests the other edition to a visitor whose browser
 * prefers its language. The switcher and the suggestion offer the other edition in its own
 * language: the English edition's in French, the French edition's in English. The mark on a link to
 * a page in English only is in the page's language (French pages show it).
 */
export const languageChoiceSchema = z
  .object({
    switcher: z
      .object({
        short: line(4).meta({
          title: 'Header label',
          description: 'The other language, abbreviated: “FR” on English pages, “EN” on French ones.',
        }),
        name: line(30).meta({
          title: 'Language name',
          description: 'The other language in its own words: “Français” on English pages, “English” on French ones.',
        }),
        footerLabel: line(60).meta({
          title: 'Footer label',
          description: 'Names the footer’s language switcher for screen readers: “Langue” / “Language”.',
        }),
      })
      .strict(),
    suggestion: z
      .object({
        text: line(80).meta({
          description: 'The line shown to a visitor whose browser prefers the other language: “Cette page existe en français.”',
        }),
        link: line(40).meta({ title: 'Link', description: '“Lire en français”.' }),
        dismiss: line(60).meta({
          title: 'Dismiss button’s name',
          description: 'What a screen reader says for ×: “Ne plus proposer le français”.',
        }),
      })
      .strict(),
    /** After a link to a page that exists only in English, on a French page. */
    englishOnly: line(30).meta({
      title: 'Mark on a link to English',
      description: 'After a link to a page in English only (a piece), on a French page: “(en anglais)”.',
    }),
  })
  .strict();

export type LanguageChoiceContent = z.output<typeof languageChoiceSchema>;
