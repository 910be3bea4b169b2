import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Tiles } from '../Tiles/Tiles';
import * as icons from './icons';

const meta = {
  title: 'Content/Icon',
  component: icons.IconPhone,
} satisfies Meta<typeof icons.IconPhone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon, labelled with its export name. */
export const Gallery: Story = {
  render: () => (
    <Tiles columns={{ mobile: 2, tablet: 4, desktop: 6 }} space="medium">
      {Object.entries(icons).map(([name, Icon]) => (
        <Stack key={name} space="xsmall" align="center">
          <Icon size="large" />
          <Text size="xsmall">{name}</Text>
        </Stack>
      ))}
    </Tiles>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^Icon/)).toHaveLength(Object.keys(icons).length);
  },
};

/** Beside text that already says what it means, an icon is decorative: hidden and never focusable. */
export const Decorative: Story = {
  render: () => (
    <Inline space="xsmall">
      <icons.IconPhone />
      <Text render={<span />}>+234 800 000 0000</Text>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
  },
};

/** Alone, an icon carries a label and is announced as an image with that name. */
export const Labelled: Story = {
  args: { label: 'Phone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Phone' })).toBeVisible();
  },
};

/** Sizes come from the theme; `inherit` follows the surrounding text. */
export const Sizes: Story = {
  render: () => (
    <Inline space="medium" alignY="bottom">
      {(['small', 'standard', 'large', 'xlarge'] as const).map((size) => (
        <icons.IconCalendar key={size} size={size} label={`Calendar, ${size}`} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Calendar, small' }).getBoundingClientRect().width).toBe(16);
    await expect(canvas.getByRole('img', { name: 'Calendar, xlarge' }).getBoundingClientRect().width).toBe(32);
  },
};
