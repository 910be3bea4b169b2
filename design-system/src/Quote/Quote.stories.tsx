import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Box } from '../Box/Box';
import { Quote } from './Quote';

const meta = {
  title: 'Content/Quote',
  component: Quote,
  args: {
    children: 'Akoma helped us cut attrition by a third in a year, and our managers finally have the tools to lead.',
    author: 'Amaka Okafor',
    role: 'Chief People Officer, ZestPay',
  },
} satisfies Meta<typeof Quote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quotation with who said it, as a figure with its caption. */
export const WithAttribution: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent(/cut attrition by a third/);
    await expect(canvas.getByRole('figure')).toHaveTextContent(/Amaka Okafor/);
  },
};

/** The founder's vision, standard size, without a role. */
export const Standard: Story = {
  args: { size: 'standard', role: undefined, author: 'Founder, Akoma' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Founder, Akoma')).toBeVisible();
  },
};

/** On a dark band the quotation stays readable. */
export const OnInverse: Story = {
  render: (args) => (
    <Box background="inverse" padding="large">
      <Quote {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toBeVisible();
  },
};
