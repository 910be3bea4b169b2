import { akomaTokens } from './akoma';

/** The brand colour browsers paint their own UI with (`<meta name="theme-color">`, the web app manifest). */
export const themeColour = akomaTokens.color.background.brandAccent;
