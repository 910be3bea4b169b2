// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import * as stories from './Tooltip.stories';

const { TestWarnsWithoutAName } = composeStories(stories);

afterEach(() => {
  vi.restoreAllMocks();
});

// Development warnings are compiled out of production builds, and the story tests run Storybook's
// production build: the warning is checked here, in development, with its story as the fixture. The
// warning comes once the control is on the page, so the story is rendered into jsdom's.
describe('Tooltip in development', () => {
  it('warns when the control has no name of its own, naming the fix', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await TestWarnsWithoutAName.run();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('give it an aria-label'));
  });
});
