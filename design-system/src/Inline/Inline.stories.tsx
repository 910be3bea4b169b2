import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '../Button/Button';
import { Inline } from './Inline';

const labels = ['Start Your Transformation', 'Watch Our Story', 'Book Discovery Call'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    space: 'small',
    children: labels.map((label, index) => (
      <Button key={label} variant={index === 0 ? 'primary' : 'secondary'}>
        {label}
      </Button>
    )),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Items in a row with an even gap, wrapping when they run out of room. */
export const Row: Story = {
  play: async ({ canvas }) => {
    const [first, second] = labels.map((name) => canvas.getByRole('button', { name }).getBoundingClientRect()) as [DOMRect, DOMRect];
    await expect(second.left - first.right).toBe(12);
    await expect(second.top).toBe(first.top);
  },
};

/** On a narrow phone the row wraps instead of overflowing. */
export const WrapsOnSmallPhone: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvasElement }) => {
    const row = canvasElement.firstElementChild as HTMLElement;
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

/** `collapseBelow` stacks the items full-width on small screens, as hero actions do on phones. */
export const CollapsedOnPhone: Story = {
  args: { collapseBelow: 'tablet' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const rowWidth = (canvasElement.firstElementChild as HTMLElement).getBoundingClientRect().width;
    for (const name of labels) {
      await expect(canvas.getByRole('button', { name }).getBoundingClientRect().width).toBe(rowWidth);
    }
  },
};
