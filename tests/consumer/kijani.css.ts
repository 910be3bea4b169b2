import { makeTheme } from '@akoma/design-system/css';

import { kijaniTokens } from './kijaniTokens';

/** The Kijani theme, made by the library's factory when this microsite is built. */
export const kijaniTheme = makeTheme(kijaniTokens, { debugId: 'kijani' });
