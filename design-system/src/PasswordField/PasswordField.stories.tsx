import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type SubmitEvent } from 'react';
import { expect, fn, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { pageInFrench } from '../DesignSystemProvider/storyInFrench';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import { preloadTooltip } from '../Tooltip/Tooltip';
import { movePointerOnto } from '../Tooltip/storyPointer';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', autoComplete: 'current-password', onChange: fn() },
  // These stories test the field; the tooltip's own loading is tested in the Tooltip stories.
  loaders: [
    async () => {
      await preloadTooltip();
      return {};
    },
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

// A password input has no role to query by; its label (with any required asterisk) finds it.
const passwordInput = (canvas: { getByLabelText: (text: RegExp) => HTMLElement }, label = 'Password') =>
  canvas.getByLabelText(new RegExp(`^${label}\\*?$`)) as HTMLInputElement;

/** Hidden by default, with a toggle that is a plain button (never a submit button), not pressed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = passwordInput(canvas);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).not.toBeRequired();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('type', 'button');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Typing fills the field (masked) and calls onChange for each character. */
export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = passwordInput(canvas);
    await userEvent.type(input, 'Capability2025');
    await expect(input).toHaveValue('Capability2025');
    await expect(args.onChange).toHaveBeenCalledTimes('Capability2025'.length);
  },
};

/** Clicking the label puts the caret in the field. */
export const LabelClickFocusesTheInput: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Password'));
    await expect(passwordInput(canvas)).toHaveFocus();
  },
};

/** Clicking Show reveals the password and Hide masks it again; the value and focus stay in the field. */
export const ShowAndHideWithPointer: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = passwordInput(canvas);
    await userEvent.type(input, 'Wellbeing@Lagos1');
    const toggle = canvas.getByRole('button', { name: 'Show password' });

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Wellbeing@Lagos1');
    await expect(input).toHaveFocus();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Wellbeing@Lagos1');
    // The pointer moves on before the toggle's tooltip is due (ToggleNameInTooltip shows it).
    await userEvent.unhover(toggle);
  },
};

/** Resting the pointer on the icon-only toggle, or focusing it, shows its name in a tooltip; the name itself is unchanged. */
export const ToggleNameInTooltip: Story = {
  // Ends with a tooltip the pointer showed, which the browser's own pointer (elsewhere) can hide before a screenshot; ShowAndHideWithKeyboard captures it shown by focus.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await movePointerOnto(userEvent, toggle);
    await expect(await within(document.body).findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Show password');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The name does not change with the pressed state, so neither does the tooltip.
    await expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Show password');
    await expect(toggle).toHaveAccessibleName('Show password');
  },
};

/** Keyboard: Tab reaches the toggle after the field; Enter and Space flip it and focus stays on it. */
export const ShowAndHideWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = passwordInput(canvas);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Performance#9');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Performance#9');
  },
};

/**
 * In the French edition (`frenchMessages`) the toggle is "Afficher le mot de passe", in its name and
 * in the tooltip focus shows; pressed, it keeps that name. The tooltip is portalled, so the page
 * itself is in French.
 */
export const InFrench: Story = {
  args: { label: 'Mot de passe' },
  beforeEach: pageInFrench,
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <PasswordField {...args} />
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = passwordInput(canvas, 'Mot de passe');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Abidjan#2026');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(await within(document.body).findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Afficher le mot de passe');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Afficher le mot de passe');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Abidjan#2026');
  },
};

/** Showing the password mid-word keeps the caret where it was, so typing carries on in place. */
export const TestShowKeepsTheCaret: Story = {
  name: 'Test: showing the password keeps the caret',
  play: async ({ canvas, userEvent }) => {
    const input = passwordInput(canvas);
    await userEvent.type(input, 'Akoma2025');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(input.selectionStart).toBe(5);

    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    // The pointer moves on before the toggle's tooltip is due.
    await userEvent.unhover(toggle);
    await expect(input).toHaveFocus();
    await expect(input.selectionStart).toBe(5);
    await userEvent.keyboard('!');
    await expect(input).toHaveValue('Akoma!2025');
  },
};

/** The sign-in form, reporting a submit the way the site's button does. */
function SignInForm(props: PasswordFieldProps) {
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      aria-label="Sign in"
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <Stack space="large">
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <PasswordField {...props} />
        <Button type="submit" busy={submitted} busyLabel="Signing in...">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

/** The toggle never submits the form, and a submit masks the password again. */
export const TestInsideAForm: Story = {
  name: 'Test: the toggle does not submit, and submitting hides the password',
  render: (args) => <SignInForm {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = passwordInput(canvas);
    await userEvent.type(input, 'Capability2025');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('button', { name: 'Signing in...' })).toBeVisible();
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveValue('Capability2025');
  },
};

/** Create account: a hint gives the rule up front. */
export const WithHint: Story = {
  args: {
    label: 'Create password',
    autoComplete: 'new-password',
    hint: 'Use at least 8 characters. A short phrase is easy to remember and hard to guess.',
  },
  play: async ({ canvas }) => {
    await expect(passwordInput(canvas, 'Create password')).toHaveAccessibleDescription(
      'Use at least 8 characters. A short phrase is easy to remember and hard to guess.',
    );
  },
};

/** Required: shown by the asterisk, announced through the native required state. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = passwordInput(canvas);
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleName('Password');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An error is read first, marks the field invalid, and leaves what was typed in place. */
export const WithError: Story = {
  args: {
    label: 'Create password',
    autoComplete: 'new-password',
    required: true,
    defaultValue: 'akoma',
    hint: 'Use at least 8 characters.',
    error: 'Password should be at least 6 characters.',
  },
  play: async ({ canvas }) => {
    const input = passwordInput(canvas, 'Create password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password should be at least 6 characters. Use at least 8 characters.');
    await expect(input).toHaveValue('akoma');
    await expect(canvas.getByText('Password should be at least 6 characters.')).toBeVisible();
  },
};

/** Disabled: neither the field nor its toggle can be used, and Tab skips both. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Capability2025' },
  render: (args) => (
    <Stack space="large">
      <PasswordField {...args} />
      <Button variant="secondary">Continue with LinkedIn</Button>
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(passwordInput(canvas)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue with LinkedIn' })).toHaveFocus();
  },
};

/** Filled in by a password manager: still masked until asked. */
export const Filled: Story = {
  args: { defaultValue: 'Wellbeing@Lagos1' },
  play: async ({ canvas }) => {
    const input = passwordInput(canvas);
    await expect(input).toHaveValue('Wellbeing@Lagos1');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** On a phone the field takes the full width and the toggle stays a comfortable target. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const input = passwordInput(canvas);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input.getBoundingClientRect().width).toBe((input.parentElement as HTMLElement).getBoundingClientRect().width);
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(toggle.getBoundingClientRect().width).toBeGreaterThanOrEqual(40);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
