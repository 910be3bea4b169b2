/**
 * The brand colour browsers paint their own UI with (`<meta name="theme-color">`, the web app
 * manifest): the brand red, red 600 in the palette, which is also the Akoma theme's
 * `background.brandAccent`. Written out rather than read from the palette or the theme, so a
 * page's start-up script carries one colour instead of the whole palette; themeColour.test.ts
 * holds the three together.
 */
export const themeColour = '#dc2626';
