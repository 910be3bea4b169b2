import { composeStories } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import * as stories from './Badge.stories';

const { TestWarnsWithoutSign } = composeStories(stories);

afterEach(() => {
  vi.restoreAllMocks();
});

// Development warnings are compiled out of production builds, and the story tests run Storybook's
// production build: the warning is checked here, in development, with its story as the fixture.
describe('Badge in development', () => {
  it('warns when a trend has no sign, naming the fix', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderToString(<TestWarnsWithoutSign />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('start the text with its sign'));
  });
});
