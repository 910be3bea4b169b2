import { style } from '@vanilla-extract/css';

/**
 * The line suggesting the other edition: in every page, shown only once the script in <head> has
 * marked <html> (app/language.ts, languageChoiceScript), so it is there from the first frame
 * and never pushes the page down later.
 */
export const suggestion = style({
  display: 'none',
  selectors: { 'html[data-suggest-language] &': { display: 'block' } },
});
