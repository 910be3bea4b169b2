import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type SubmitEvent } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full Name', name: 'name', autoComplete: 'name', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled, empty field: nothing required, nothing wrong, nothing extra to hear. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAccessibleDescription();
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Typing fills the field and calls onChange for each character. */
export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await userEvent.type(input, 'Adaeze Okafor');
    await expect(input).toHaveValue('Adaeze Okafor');
    await expect(args.onChange).toHaveBeenCalledTimes('Adaeze Okafor'.length);
  },
};

/** Clicking the label puts the caret in the field: the label is a bigger target than the box. */
export const LabelClickFocusesTheInput: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Full Name'));
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
  },
};

/** A hint under the label is read after the label, as the field's description. */
export const WithHint: Story = {
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', hint: "We'll only use it to reply to you." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription("We'll only use it to reply to you.");
    await expect(canvas.getByText("We'll only use it to reply to you.")).toBeVisible();
  },
};

/** Required: the asterisk is for the eye; screen readers hear the native required state, not "star". */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * An error says what is wrong and how to fix it, with an icon so it never relies on colour; the
 * field is marked invalid and the error is read first, then the hint. What was typed stays.
 */
export const WithError: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    defaultValue: 'adaeze.okafor@',
    hint: "We'll only use it to reply to you.",
    error: 'Enter an email address in the correct format, like name@company.com',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      "Enter an email address in the correct format, like name@company.com We'll only use it to reply to you.",
    );
    await expect(input).toHaveValue('adaeze.okafor@');
    const message = canvas.getByText('Enter an email address in the correct format, like name@company.com');
    await expect(message).toBeVisible();
    // The icon beside the message carries the meaning for people who cannot tell the red apart.
    await expect(message.parentElement?.querySelector('svg')).toBeVisible();
  },
};

/** A disabled field shows its value, cannot be changed, and is skipped by Tab. */
export const Disabled: Story = {
  args: { label: 'Company', name: 'company', disabled: true, defaultValue: 'Savanna Foods' },
  render: (args) => (
    <Stack space="large">
      <TextField {...args} />
      <TextField label="Job Title" name="role" />
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Company' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Savanna Foods');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Job Title' })).toHaveFocus();
  },
};

/** Already filled in; editing keeps what is there. */
export const Filled: Story = {
  args: { label: 'Job Title', name: 'role', autoComplete: 'organization-title', defaultValue: 'Head of People' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Job Title' });
    await expect(input).toHaveValue('Head of People');
    await userEvent.type(input, ', West Africa');
    await expect(input).toHaveValue('Head of People, West Africa');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** An e-mail field asks phones for the keyboard with "@" and does not auto-capitalise. */
export const Email: Story = {
  args: { label: 'Work email', name: 'email', type: 'email', autoComplete: 'email', placeholder: 'Your work email' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Work email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('inputmode', 'email');
    await expect(input).toHaveAttribute('autocapitalize', 'none');
    await userEvent.type(input, 'amara@zestpay.com');
    await expect(input).toHaveValue('amara@zestpay.com');
  },
};

/** A number field, as in the ROI calculator; phones offer the number pad. */
export const Number: Story = {
  args: { label: 'Number of employees', name: 'employees', type: 'number', defaultValue: 500, min: 1 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Number of employees' });
    await expect(input).toHaveValue(500);
    await userEvent.clear(input);
    await userEvent.type(input, '1200');
    await expect(input).toHaveValue(1200);
  },
};

/** The footer newsletter: the heading names the section, so the label is hidden from sight but still read. */
export const HiddenLabel: Story = {
  args: { label: 'Email address', name: 'email', type: 'email', autoComplete: 'email', placeholder: 'Your work email', hideLabel: true },
  render: (args) => (
    <Stack space="small">
      <Heading level={2} size="4">
        Join 10,000+ leaders reading our newsletter
      </Heading>
      <TextField {...args} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeVisible();
    const label = canvas.getByText('Email address');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** On a phone the field takes the full width and stays a comfortable 44 px touch target. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { hint: 'As you would like us to address you.', error: 'Enter your full name' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    const container = canvas.getByText('As you would like us to address you.').parentElement as HTMLElement;
    await expect(input.getBoundingClientRect().width).toBe(container.getBoundingClientRect().width);
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

interface ContactErrors {
  name?: string;
  email?: string;
}

/** The contact form's details, validated on submit the way the site does it. */
function ContactDetailsForm({ onValidSubmit }: { onValidSubmit: () => void }) {
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = nameRef.current?.value.trim() ?? '';
    const email = emailRef.current?.value.trim() ?? '';
    const nextErrors: ContactErrors = {
      name: name === '' ? 'Enter your full name' : undefined,
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : 'Enter an email address in the correct format, like name@company.com',
    };
    setErrors(nextErrors);
    // Refs reach the native inputs, so the form can send people straight to the first problem.
    const firstInvalid = nextErrors.name ? nameRef.current : nextErrors.email ? emailRef.current : null;
    if (firstInvalid) {
      firstInvalid.focus();
    } else {
      onValidSubmit();
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Contact details">
      <Stack space="large">
        <TextField ref={nameRef} label="Full Name" name="name" autoComplete="name" required error={errors.name} />
        <TextField ref={emailRef} label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
        <Button type="submit">Send message</Button>
      </Stack>
    </form>
  );
}

/** A failed submit sends focus to the first invalid field, shows every error and loses nothing typed. */
export const TestFormFocusesFirstInvalidField: Story = {
  name: 'Test: a failed submit focuses the first invalid field and keeps what was typed',
  args: { onSubmit: fn() },
  render: (args) => <ContactDetailsForm onValidSubmit={args.onSubmit as () => void} />,
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Full Name' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'amara@zestpay');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Enter your full name');
    await expect(email).toHaveAccessibleDescription('Enter an email address in the correct format, like name@company.com');
    await expect(email).toHaveValue('amara@zestpay');

    await userEvent.type(name, 'Amara Nwosu');
    await userEvent.type(email, '.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(email).not.toHaveAccessibleDescription();
  },
};

/** What a screen reader says on reaching the field: its name, that it is required and invalid, and the error. */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  args: { required: true, error: 'Enter your full name', hint: 'As you would like us to address you.' },
  play: async ({ canvasElement }) => {
    await virtual.start({ container: canvasElement });
    try {
      // Reading on past the label, the hint and the error reaches the field itself.
      while (!(await virtual.lastSpokenPhrase()).startsWith('textbox') && (await virtual.spokenPhraseLog()).length < 12) {
        await virtual.next();
      }
      const spoken = await virtual.spokenPhraseLog();
      await expect(spoken.at(-1)).toBe('textbox, Full Name, Enter your full name As you would like us to address you., invalid, required');
      // The asterisk is for the eye only: nobody hears "star".
      await expect(spoken.join(' ')).not.toMatch(/\*|star/i);
    } finally {
      await virtual.stop();
    }
  },
};
