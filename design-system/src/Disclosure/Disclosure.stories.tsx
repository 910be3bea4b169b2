import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Navigation/Disclosure',
  component: Disclosure,
  args: {
    label: 'Advanced filters',
    onOpenChange: fn(),
    children: (
      <Stack space="small">
        <Text>Filter by sector: banking, technology, manufacturing.</Text>
        <Text>Filter by market: Nigeria, South Africa, Kenya.</Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button says so and the content is hidden from everyone. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Advanced filters' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Filter by sector/)).not.toBeVisible();
  },
};

/** Open from the start. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    // Ariakit sets aria-expanded in an effect after the first render: in a production build, which
    // renders without act(), that effect can still be to come when the play function starts.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Advanced filters' })).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByText(/Filter by sector/)).toBeVisible();
  },
};

/** A click opens and closes it, telling the parent each time. */
export const ToggleWithPointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Advanced filters' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Filter by sector/)).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(button);
    await waitFor(() => expect(canvas.queryByText(/Filter by sector/)).not.toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Enter and Space toggle it from the keyboard; focus stays on the button. */
export const ToggleWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Advanced filters' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};
