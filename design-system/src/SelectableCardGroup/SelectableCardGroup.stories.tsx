import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { SelectableCardGroup } from './SelectableCardGroup';

const interests = [
  { value: 'capability', title: 'Build Capability', description: 'Leadership, skills and learning programmes.' },
  { value: 'wellbeing', title: 'Fuel Wellbeing', description: 'Wellness, culture and psychological safety.' },
  { value: 'performance', title: 'Drive Performance', description: 'Execution systems, OKRs and analytics.' },
  { value: 'consultation', title: 'Free consultation', description: 'A 30-minute conversation with our team.' },
  { value: 'partnership', title: 'Partnership', description: 'Universities, governments, NGOs and tech firms.' },
  { value: 'other', title: 'Something else', description: 'Tell us what you have in mind.' },
] as const;

const meta = {
  title: 'Forms/SelectableCardGroup',
  component: SelectableCardGroup,
  args: { label: 'What can we help you with?', options: interests, onChange: fn() },
} satisfies Meta<typeof SelectableCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: six cards in a labelled radio group, each named by its title and described by its line. */
export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'What can we help you with?' })).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(6);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Fuel Wellbeing' })).toHaveAccessibleDescription(
      'Wellness, culture and psychological safety.',
    );
  },
};

/** Clicking anywhere on a card chooses it; choosing another moves the mark. */
export const ChooseWithPointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Leadership, skills and learning programmes.'));
    await expect(canvas.getByRole('radio', { name: 'Build Capability' })).toBeChecked();
    await userEvent.click(canvas.getByText('Partnership'));
    await expect(canvas.getByRole('radio', { name: 'Partnership' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Build Capability' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('partnership');
  },
};

/** One Tab stop for the group; arrow keys move the choice and the focus ring shows on the card. */
export const ChooseWithKeyboard: Story = {
  args: { defaultValue: 'wellbeing' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const wellbeing = canvas.getByRole('radio', { name: 'Fuel Wellbeing' });
    await expect(wellbeing).toHaveFocus();
    await expect(getComputedStyle(wellbeing.closest('label') as HTMLElement).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Drive Performance' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('performance');
  },
};

/** A parent controls the choice, as the contact form does with its interest field. */
export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [interest, setInterest] = useState('');
    return (
      <Stack space="large">
        <SelectableCardGroup {...args} value={interest} onChange={setInterest} />
        <Text>Interest in the form: {interest || 'none chosen'}</Text>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Interest in the form: none chosen')).toBeVisible();
    await userEvent.click(canvas.getByText('Free consultation'));
    await expect(canvas.getByText('Interest in the form: consultation')).toBeVisible();
  },
};

/** One card per row on a phone, with no sideways scrolling. */
export const OnSmallPhone: Story = {
  args: { defaultValue: 'capability' },
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const [first, second] = ['Build Capability', 'Fuel Wellbeing'].map((name) =>
      (canvas.getByRole('radio', { name }).closest('label') as HTMLElement).getBoundingClientRect(),
    ) as [DOMRect, DOMRect];
    await expect(second.top).toBeGreaterThan(first.bottom);
  },
};
