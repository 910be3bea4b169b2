import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ChipGroup } from './ChipGroup';

const categories = [
  { value: 'all', label: 'All', count: 24 },
  { value: 'capability', label: 'Capability', count: 8 },
  { value: 'wellbeing', label: 'Wellbeing', count: 6 },
  { value: 'performance', label: 'Performance', count: 7 },
  { value: 'african-business', label: 'African business', count: 3 },
] as const;

const meta = {
  title: 'Forms/ChipGroup',
  component: ChipGroup,
  args: {
    label: 'Category',
    options: categories,
    defaultValue: 'all',
    formatCount: (count: number) => `${String(count)} insights`,
    onChange: fn(),
  },
} satisfies Meta<typeof ChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One category at a time: a labelled radio group, each chip named with its count ("Capability 8 insights"). */
export const SingleChoice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All 24 insights' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Capability 8 insights' })).not.toBeChecked();
  },
};

/** Clicking a chip chooses it, marks it with a tick and reports the value. */
export const ChooseWithPointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Wellbeing'));
    await expect(canvas.getByRole('radio', { name: 'Wellbeing 6 insights' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'All 24 insights' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('wellbeing');
  },
};

/** The group is one Tab stop; arrow keys move the choice; the focused chip shows the focus ring. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const all = canvas.getByRole('radio', { name: 'All 24 insights' });
    await expect(all).toHaveFocus();
    await expect(getComputedStyle(all.parentElement as HTMLElement).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Capability 8 insights' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'African business 3 insights' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('african-business');
  },
};

/** Topics without counts, with the label for screen readers only. */
export const HiddenLabelNoCounts: Story = {
  args: {
    label: 'Topic',
    hideLabel: true,
    defaultValue: 'all-content',
    options: [
      { value: 'all-content', label: 'All Content' },
      { value: 'leadership', label: 'Leadership' },
      { value: 'hr', label: 'HR' },
      { value: 'wellbeing', label: 'Wellbeing' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Topic' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All Content' })).toBeChecked();
  },
};

/** Several at once: toggle buttons that say whether they are pressed. */
export const MultipleChoice: Story = {
  args: { selectionMode: 'multiple', label: 'Pillars', defaultValue: ['capability'], options: categories.slice(1, 4) },
  play: async ({ canvas, userEvent, args }) => {
    const capability = canvas.getByRole('button', { name: 'Capability 8 insights' });
    const wellbeing = canvas.getByRole('button', { name: 'Wellbeing 6 insights' });
    await expect(capability).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(wellbeing);
    await expect(wellbeing).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(['capability', 'wellbeing']);
    // Each chip is its own Tab stop: Shift+Tab goes back from Wellbeing to Capability.
    await userEvent.tab({ shift: true });
    await expect(capability).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(capability).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(['wellbeing']);
  },
};

/** Chips wrap on a narrow phone instead of scrolling the page sideways. */
export const OnSmallPhone: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
