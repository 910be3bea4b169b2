import { palette } from './palette';

/**
 * The brand colour browsers paint their own UI with (`<meta name="theme-color">`, the web app
 * manifest): the brand red, red 600, which is also the Akoma theme's `background.brandAccent`
 * (themeColour.test.ts holds the two together). Read from the palette rather than the theme so a
 * page's start-up script does not carry the whole theme to print one colour.
 */
export const themeColour = palette.red[600];
