import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { Tiles } from './Tiles';

const figures = [
  '73% faster decisions',
  '2.4x revenue growth',
  '$12.3M average value creation',
  '89% wellbeing score',
  '5,000+ youth trained',
  '98% satisfaction',
];

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: {
    columns: { mobile: 1, tablet: 2, desktop: 3 },
    space: 'medium',
    children: figures.map((figure) => (
      <Box key={figure} background="surfaceMuted" padding="large" borderRadius="medium">
        <Text weight="semibold">{figure}</Text>
      </Box>
    )),
  },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const tops = (canvas: { getByText: (text: string) => HTMLElement }) =>
  figures.map((figure) => Math.round(canvas.getByText(figure).getBoundingClientRect().top));

/** Three columns on desktop. */
export const ThreeOnDesktop: Story = {
  play: async ({ canvas }) => {
    await expect(new Set(tops(canvas)).size).toBe(2);
  },
};

/** Two on a tablet. */
export const TwoOnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(new Set(tops(canvas)).size).toBe(3);
  },
};

/** One on a phone. */
export const OneOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(new Set(tops(canvas)).size).toBe(6);
  },
};
