import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: 'medium',
    children: ['Build Capability', 'Fuel Wellbeing', 'Drive Performance'].map((pillar) => (
      <Box key={pillar} background="surfaceMuted" padding="medium" borderRadius="small">
        <Text>{pillar}</Text>
      </Box>
    )),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Children one under another with the same gap between each. */
export const EvenSpacing: Story = {
  play: async ({ canvas }) => {
    const [first, second, third] = ['Build Capability', 'Fuel Wellbeing', 'Drive Performance'].map((name) =>
      (canvas.getByText(name).parentElement as HTMLElement).getBoundingClientRect(),
    ) as [DOMRect, DOMRect, DOMRect];
    await expect(second.top - first.bottom).toBe(16);
    await expect(third.top - second.bottom).toBe(16);
  },
};

/** Centred children keep their own width. */
export const Centred: Story = {
  args: { align: 'center', space: 'small' },
  play: async ({ canvas, canvasElement }) => {
    const child = canvas.getByText('Fuel Wellbeing').parentElement as HTMLElement;
    await expect(child.getBoundingClientRect().width).toBeLessThan(
      (canvasElement.firstElementChild as HTMLElement).getBoundingClientRect().width,
    );
  },
};

/** Renders a list when the items are a list, keeping the spacing. */
export const AsList: Story = {
  args: {
    render: <ul />,
    space: 'xsmall',
    children: ['Curated resources', 'Progress tracking', 'Expert events'].map((benefit) => (
      <li key={benefit}>
        <Text>{benefit}</Text>
      </li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
