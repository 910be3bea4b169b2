import { createThemeContract } from '@vanilla-extract/css';

import { akomaTokens } from './akoma';

/**
 * The theme contract: one CSS custom property per token name, with no values. Components read
 * only these; a theme (`makeTheme(tokens)`, see `themes/`) fills them in under a class.
 */
export const vars = createThemeContract(akomaTokens);
