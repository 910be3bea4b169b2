import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { List } from './List';

const meta = {
  title: 'Content/List',
  component: List,
  args: {
    children: [
      'Curated resources for your role',
      'Progress tracking with analytics',
      'Expert events and recordings',
      'Personalised insights',
    ],
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bullets, read as a list with its count. */
export const Bullets: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(getComputedStyle(canvas.getByRole('list')).listStyleType).toBe('disc');
  },
};

/** Numbered steps, as an ordered list. */
export const Numbered: Story = {
  args: { type: 'number', children: ['Apply', 'Culture Conversation', 'Real-World Challenge', 'Alignment Check', 'Onboard'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ol')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('ol > li')).toHaveLength(5);
  },
};

/** Ticks for results and benefits; the ticks are decorative. */
export const Checks: Story = {
  args: { type: 'check', children: ['32% lower attrition', '2.4x revenue growth', '89% wellbeing score'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
  },
};
