import { makeTheme } from '../makeTheme';
import { partnerTokens } from '../partner';

/** The partner microsite theme, proving the contract with a different accent. */
export const partnerTheme = makeTheme(partnerTokens, { debugId: 'partner' });
