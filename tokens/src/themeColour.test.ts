import { expect, test } from 'vitest';

import { akomaTokens } from './akoma';
import { palette } from './palette';
import { themeColour } from './themeColour';

test("the browser's theme colour is the Akoma theme's brand accent", () => {
  expect(themeColour).toBe(akomaTokens.color.background.brandAccent);
});

test("the browser's theme colour is the palette's brand red, red 600", () => {
  expect(themeColour).toBe(palette.red[600]);
});
