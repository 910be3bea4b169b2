import { expect, test } from 'vitest';

import { akomaTokens } from './akoma';
import { themeColour } from './themeColour';

test("the browser's theme colour is the Akoma theme's brand accent", () => {
  expect(themeColour).toBe(akomaTokens.color.background.brandAccent);
});
