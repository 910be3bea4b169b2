import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { Container } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Box background="surfaceMuted" padding="large">
        <Text>Page content stays at a readable width, with a gutter on each side.</Text>
      </Box>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default `large` width (72 rem) on a wide screen, centred. */
export const Large: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const container = canvasElement.firstElementChild as HTMLElement;
    const { left, right, width } = container.getBoundingClientRect();
    await expect(width).toBe(72 * 16);
    await expect(Math.abs(left - (window.innerWidth - right))).toBeLessThan(1);
  },
};

/** A narrow measure for forms and long reading. */
export const Small: Story = {
  args: { width: 'small' },
  play: async ({ canvasElement }) => {
    await expect((canvasElement.firstElementChild as HTMLElement).getBoundingClientRect().width).toBe(40 * 16);
  },
};

/** On a phone the gutter keeps content off the screen's edges. */
export const GutterOnPhone: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvasElement }) => {
    const container = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(container).paddingLeft).toBe('16px');
    await expect(container.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
