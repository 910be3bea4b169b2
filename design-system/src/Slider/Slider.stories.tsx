import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Slider, type SliderProps } from './Slider';

const percent = (value: number) => `${String(value)}%`;

const meta = {
  title: 'Forms/Slider',
  component: Slider,
  args: {
    label: 'Annual staff turnover',
    name: 'currentTurnover',
    min: 5,
    max: 50,
    step: 1,
    defaultValue: 20,
    formatValue: percent,
    onChange: fn(),
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

interface SliderQueries {
  getByRole: (role: 'slider', options: { name: string }) => HTMLElement;
}

const turnoverSlider = (canvas: SliderQueries) => canvas.getByRole('slider', { name: 'Annual staff turnover' }) as HTMLInputElement;

/** The ROI calculator's turnover slider: the value shows beside the label and is spoken as "20%". */
export const Default: Story = {
  play: async ({ canvas }) => {
    const slider = turnoverSlider(canvas);
    await expect(slider).toHaveValue('20');
    await expect(slider).toHaveAttribute('aria-valuetext', '20%');
    await expect(slider).toHaveAttribute('min', '5');
    await expect(slider).toHaveAttribute('max', '50');
    await expect(canvas.getByText('20%')).toBeVisible();
    await expect(slider.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/**
 * Keyboard: Right and Up add a step, Left and Down take one away, Page Up and Page Down jump by a
 * tenth of the range, Home and End go to the ends; the shown value and the spoken value follow.
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const slider = turnoverSlider(canvas);
    // The value shown beside the label (the range's ends are written under the track too).
    const labelRow = within(canvas.getByText('Annual staff turnover').parentElement as HTMLElement);
    const expectValue = async (value: number) => {
      await expect(slider).toHaveValue(String(value));
      await expect(slider).toHaveAttribute('aria-valuetext', `${String(value)}%`);
      await expect(labelRow.getByText(`${String(value)}%`)).toBeVisible();
    };

    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expectValue(21);
    await expect(args.onChange).toHaveBeenLastCalledWith(21);
    await userEvent.keyboard('{ArrowUp}');
    await expectValue(22);
    await userEvent.keyboard('{ArrowLeft}');
    await expectValue(21);
    await userEvent.keyboard('{ArrowDown}');
    await expectValue(20);
    await userEvent.keyboard('{PageUp}');
    await expectValue(25);
    await userEvent.keyboard('{PageDown}');
    await expectValue(20);
    await userEvent.keyboard('{End}');
    await expectValue(50);
    await userEvent.keyboard('{Home}');
    await expectValue(5);
    await expect(args.onChange).toHaveBeenCalledTimes(8);
    // At an end, a key that cannot move the value reports no change.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenCalledTimes(8);
  },
};

/** The engagement slider steps by 5; Page Up moves by 10. */
export const EngagementScore: Story = {
  args: {
    label: 'Employee engagement score',
    name: 'engagementScore',
    min: 20,
    max: 100,
    step: 5,
    defaultValue: 60,
    formatValue: (value: number) => `${String(value)} / 100`,
  },
  play: async ({ canvas, userEvent, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Employee engagement score' });
    await userEvent.click(canvas.getByText('Employee engagement score'));
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '65 / 100');
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuetext', '75 / 100');
    await expect(canvas.getByText('75 / 100')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(75);
  },
};

/** Clicking the label focuses the slider, ready for the arrow keys. */
export const LabelClickFocusesTheSlider: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Annual staff turnover'));
    await expect(turnoverSlider(canvas)).toHaveFocus();
  },
};

/** Dragging the thumb (the browser reports it as an input event) updates the shown and spoken value. */
export const Pointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const slider = turnoverSlider(canvas);
    await userEvent.click(slider);
    await fireEvent.input(slider, { target: { value: '35' } });
    await expect(slider).toHaveAttribute('aria-valuetext', '35%');
    await expect(canvas.getByText('35%')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(35);
  },
};

/** A hint gives context and is read as the description. */
export const WithHint: Story = {
  args: { hint: 'The share of staff who leave in a year. The banking average in Nigeria is 12%.' },
  play: async ({ canvas }) => {
    await expect(turnoverSlider(canvas)).toHaveAccessibleDescription(
      'The share of staff who leave in a year. The banking average in Nigeria is 12%.',
    );
  },
};

/** An error marks the slider invalid and is read first. */
export const WithError: Story = {
  args: {
    defaultValue: 50,
    hint: 'The share of staff who leave in a year.',
    error: 'Check this figure: 50% is the highest the calculator can model',
  },
  play: async ({ canvas }) => {
    const slider = turnoverSlider(canvas);
    await expect(slider).toHaveAttribute('aria-invalid', 'true');
    await expect(slider).toHaveAccessibleDescription(
      'Check this figure: 50% is the highest the calculator can model The share of staff who leave in a year.',
    );
  },
};

/** Disabled: shows the value, cannot be moved, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <Stack space="large">
      <Slider {...args} />
      <Button>Calculate ROI</Button>
    </Stack>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const slider = turnoverSlider(canvas);
    await expect(slider).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Calculate ROI' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Set to the top of the range: the whole track is filled. */
export const Filled: Story = {
  args: { defaultValue: 50 },
  play: async ({ canvas }) => {
    await expect(turnoverSlider(canvas)).toHaveAttribute('aria-valuetext', '50%');
  },
};

/** Without formatValue the bare number is shown and spoken; without a value the slider starts mid-range. */
export const PlainNumber: Story = {
  args: {
    label: 'Team members on the programme',
    name: 'participants',
    min: 0,
    max: 40,
    step: 2,
    defaultValue: undefined,
    formatValue: undefined,
  },
  play: async ({ canvas, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Team members on the programme' });
    await expect(slider).toHaveAttribute('aria-valuetext', '20');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '22');
  },
};

/** A parent holding the value, as the ROI calculator does. */
function TurnoverInput(props: SliderProps) {
  const [turnover, setTurnover] = useState(20);
  return (
    <Stack space="medium">
      <Slider
        {...props}
        value={turnover}
        onChange={(value) => {
          setTurnover(value);
          props.onChange?.(value);
        }}
      />
      <Text>Roughly {Math.round((500 * turnover) / 100)} of 500 employees leave each year.</Text>
    </Stack>
  );
}

/** Controlled by a parent: keys change the parent's state, and the parent's value is what shows. */
export const TestControlled: Story = {
  name: 'Test: controlled by a parent',
  args: { defaultValue: undefined },
  render: (args) => <TurnoverInput {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const slider = turnoverSlider(canvas);
    await userEvent.tab();
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuetext', '25%');
    await expect(canvas.getByText('Roughly 125 of 500 employees leave each year.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
  },
};

/** On a phone the slider takes the full width and the thumb stays at least 24 px. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const slider = turnoverSlider(canvas);
    await expect(slider.getBoundingClientRect().width).toBe((slider.parentElement as HTMLElement).getBoundingClientRect().width);
    await expect(parseFloat(getComputedStyle(slider, '::-webkit-slider-thumb').width)).toBeGreaterThanOrEqual(24);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
