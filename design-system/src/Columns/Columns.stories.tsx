import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { Column, Columns } from './Columns';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    space: 'large',
    collapseBelow: 'tablet',
    children: [
      <Column key="story" width="2/3">
        <Box background="surfaceMuted" padding="medium" borderRadius="small">
          <Text>Client story: two thirds</Text>
        </Box>
      </Column>,
      <Column key="metric" width="1/3">
        <Box background="brandAccentSoft" padding="medium" borderRadius="small">
          <Text>Primary metric: one third</Text>
        </Box>
      </Column>,
    ],
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvas: { getByText: (text: RegExp) => HTMLElement }) =>
  [canvas.getByText(/two thirds/), canvas.getByText(/one third/)].map((text) =>
    (text.closest('[class]')?.parentElement as HTMLElement).getBoundingClientRect(),
  ) as [DOMRect, DOMRect];

/** Side by side on wider screens, keeping their 2:1 ratio after the gap. */
export const SideBySide: Story = {
  play: async ({ canvas }) => {
    const [wide, narrow] = boxes(canvas);
    await expect(wide.top).toBe(narrow.top);
    await expect(wide.width / narrow.width).toBeCloseTo(2, 1);
  },
};

/** Below the collapse breakpoint, full-width rows in source order. */
export const CollapsedOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const [first, second] = boxes(canvas);
    await expect(second.top).toBeGreaterThan(first.bottom);
    await expect(first.width).toBe(second.width);
  },
};

/** Fluid and content-width columns share a row. */
export const FluidAndContent: Story = {
  args: {
    collapseBelow: undefined,
    alignY: 'center',
    children: [
      <Column key="label">
        <Text>Turnover rate (inverted, higher is better)</Text>
      </Column>,
      <Column key="value" width="content">
        <Text weight="bold">88%</Text>
      </Column>,
    ],
  },
  play: async ({ canvas }) => {
    const label = canvas.getByText(/Turnover rate/).getBoundingClientRect();
    const value = canvas.getByText('88%').getBoundingClientRect();
    await expect(value.left).toBeGreaterThan(label.left);
    await expect(Math.abs(value.top + value.height / 2 - (label.top + label.height / 2))).toBeLessThan(2);
  },
};
