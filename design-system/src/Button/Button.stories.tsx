import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Box } from '../Box/Box';
import { Container } from '../Container/Container';
import { IconArrowRight, IconCalendar } from '../Icon/icons';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Start Your Transformation', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one main action of a view. */
export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Start Your Transformation' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** An action beside the primary one. */
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Watch Our Story' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Watch Our Story' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** A quiet action, such as "Later" on a banner. */
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Not now' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Every variant in every size. */
export const VariantsAndSizes: Story = {
  render: (args) => (
    <Stack space="medium">
      {buttonVariants.map((variant) => (
        <Inline key={variant} space="small">
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'primary small' });
    const large = canvas.getByRole('button', { name: 'primary large' });
    await expect(large.getBoundingClientRect().height).toBeGreaterThan(small.getBoundingClientRect().height);
    // The standard size is at least 44 px high: a comfortable touch target.
    await expect(canvas.getByRole('button', { name: 'primary standard' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Keyboard users reach the button with Tab and press it with Enter or Space; the focus ring shows. */
export const KeyboardActivation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Start Your Transformation' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** A disabled button cannot be pressed and is skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <Inline space="small">
      <Button {...args} />
      <Button variant="secondary">Next control</Button>
    </Inline>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Start Your Transformation' });
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus();
  },
};

/** While busy the label changes, a spinner shows, presses are ignored, and focus stays put. */
export const Busy: Story = {
  args: { busy: true, busyLabel: 'Sending...', children: 'Send message' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sending...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Icons sit beside the label and are hidden from assistive technology: the label names the button. */
export const WithIcons: Story = {
  args: {
    icon: <IconCalendar />,
    iconAfter: <IconArrowRight />,
    children: 'Book Discovery Call',
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Book Discovery Call' });
    await expect(button.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  },
};

/** Stretches to its container, for narrow forms and phones. */
export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Create free account' },
  render: (args) => (
    <Container width="xsmall" paddingX="none" marginX="none">
      <Button {...args} />
    </Container>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Create free account' });
    await expect(button.getBoundingClientRect().width).toBe((button.parentElement as HTMLElement).getBoundingClientRect().width);
  },
};

/** On a dark band (the footer, a hero) every variant stays readable. */
export const TestOnDarkBand: Story = {
  name: 'Test: variants on a dark band',
  render: (args) => (
    <Box background="inverse" padding="large">
      <Inline space="small">
        {buttonVariants.map((variant) => (
          <Button key={variant} {...args} variant={variant}>
            {variant}
          </Button>
        ))}
      </Inline>
    </Box>
  ),
  play: async ({ canvas }) => {
    // axe checks each variant's contrast on the band; the secondary button lets the band show through.
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'secondary' })).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};
