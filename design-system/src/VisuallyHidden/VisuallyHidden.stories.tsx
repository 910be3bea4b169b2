import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '../Button/Button';
import { IconClose } from '../Icon/icons';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Content/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names an icon-only control for screen readers without showing any text. */
export const NamesAnIconButton: Story = {
  render: () => (
    <Button variant="ghost">
      <IconClose />
      <VisuallyHidden>Close notification</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close notification' });
    const hiddenText = canvas.getByText('Close notification');
    const { width, height } = hiddenText.getBoundingClientRect();
    await expect(width).toBeLessThanOrEqual(1);
    await expect(height).toBeLessThanOrEqual(1);
    await expect(button).toBeVisible();
  },
};
