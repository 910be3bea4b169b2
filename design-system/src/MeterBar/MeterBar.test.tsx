import { composeStories } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import * as stories from './MeterBar.stories';

const { TestValueBeyondScale } = composeStories(stories);

afterEach(() => {
  vi.restoreAllMocks();
});

// Development warnings are compiled out of production builds, and the story tests run Storybook's
// production build: the warning is checked here, in development, with its story as the fixture.
describe('MeterBar in development', () => {
  it('warns when the value is beyond the scale, naming the fix', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderToString(<TestValueBeyondScale />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pass a value within min and max'));
  });
});
