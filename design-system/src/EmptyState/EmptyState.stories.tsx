import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Button } from '../Button/Button';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { IconBookmark, IconSearch } from '../Icon/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Content/EmptyState',
  component: EmptyState,
  args: {
    heading: 'No saved pieces yet',
    children: 'Press Save on any insight to keep it here for later.',
    icon: <IconBookmark size="large" />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading (level 3 unless told), a short text and a decorative icon. */
export const Basic: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No saved pieces yet' })).toBeVisible();
    await expect(canvas.getByText('Press Save on any insight to keep it here for later.')).toBeVisible();
    // The icon is decorative: nothing of it is read out.
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** With the actions that fill the list; Tab reaches them in reading order. */
export const WithActions: Story = {
  args: {
    heading: 'No results for “leadership retreat”',
    children: 'Check the spelling, or try a broader word.',
    icon: <IconSearch size="large" />,
    actions: [
      <Button key="clear" variant="secondary" onClick={fn()}>
        Clear search
      </Button>,
      <ButtonLink key="browse" href="#insights">
        Browse all insights
      </ButtonLink>,
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveAccessibleName('No results for “leadership retreat”');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Browse all insights' })).toHaveFocus();
  },
};

/** The heading's level follows the page's outline; its look does not change. */
export const HeadingLevel: Story = {
  args: { headingLevel: 2, icon: undefined },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'No saved pieces yet' });
    await expect(heading.tagName).toBe('H2');
  },
};

/** Only a heading: the text and icon are optional, and nothing empty is left in their place. */
export const HeadingOnly: Story = {
  args: { heading: 'Nothing here yet', children: undefined, icon: undefined },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Nothing here yet' })).toBeVisible();
    await expect((canvasElement.firstElementChild as HTMLElement).childElementCount).toBe(1);
  },
};
