import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Heading } from './Heading';

const meta = {
  title: 'Content/Heading',
  component: Heading,
  args: { level: 1, children: 'Transforming African Workplaces' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's one `<h1>`. */
export const Level1: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transforming African Workplaces' })).toBeVisible();
  },
};

/** Levels 1 to 4, each on its own step of the scale. */
export const Levels: Story = {
  render: () => (
    <Stack space="medium">
      <Heading level={1}>Heading level 1</Heading>
      <Heading level={2}>Heading level 2</Heading>
      <Heading level={3}>Heading level 3</Heading>
      <Heading level={4}>Heading level 4</Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const sizes = [1, 2, 3, 4].map((level) => parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize));
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  },
};

/** The hero statement: level 1 for the outline, the `display` step for the look, with an accent phrase. */
export const Display: Story = {
  render: () => (
    <Heading level={1} size="display">
      Transforming African Workplaces{' '}
      <Text render={<span />} tone="brandAccent" weight="extrabold" size="inherit">
        from the inside out
      </Text>
    </Heading>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /Transforming African Workplaces from the inside out/ })).toBeVisible();
  },
};

/** The outline and the look are separate: a level 2 heading may be drawn small. */
export const LevelAndSizeDiffer: Story = {
  args: { level: 2, size: '4', children: 'Why join IndyCircle?' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Why join IndyCircle?' });
    await expect(getComputedStyle(heading).fontSize).toBe('18px');
  },
};
