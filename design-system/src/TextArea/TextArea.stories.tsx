import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { Button } from '../Button/Button';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { Stack } from '../Stack/Stack';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const message = 'We are a 400-person fintech in Lagos.\nWe want to cut staff turnover and build leadership capability.';

/** A labelled, empty message box, several lines tall. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea).not.toBeRequired();
    await expect(textArea).not.toHaveAccessibleDescription();
    // Five lines show at once: clearly taller than a one-line field.
    await expect(textArea.getBoundingClientRect().height).toBeGreaterThan(88);
  },
};

/** Typing fills the box, Enter starts a new line (it never submits), and onChange is called. */
export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(
      textArea,
      'We are a 400-person fintech in Lagos.{Enter}We want to cut staff turnover and build leadership capability.',
    );
    await expect(textArea).toHaveValue(message);
    await expect(args.onChange).toHaveBeenCalledTimes(message.length);
  },
};

/** Clicking the label puts the caret in the box. */
export const LabelClickFocusesTheTextArea: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Message'));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  },
};

/** Ask Indy's situation box: the hint says what helps, and is read as the description. */
export const WithHint: Story = {
  args: {
    label: 'Describe your situation',
    name: 'situation',
    hint: 'For example: "Our best engineers keep leaving after a year." Nothing you type is stored.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Describe your situation' })).toHaveAccessibleDescription(
      'For example: "Our best engineers keep leaving after a year." Nothing you type is stored.',
    );
  },
};

/** Required: shown by the asterisk, announced through the native required state. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An error marks the box invalid, is read first, and keeps whatever was written. */
export const WithError: Story = {
  args: {
    required: true,
    defaultValue: 'Hi',
    hint: 'Tell us what you would like to change.',
    error: 'Tell us a little more, so we can prepare for the call',
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription(
      'Tell us a little more, so we can prepare for the call Tell us what you would like to change.',
    );
    await expect(textArea).toHaveValue('Hi');
  },
};

/** Disabled: readable, not editable, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: message },
  render: (args) => (
    <Stack space="large">
      <TextArea {...args} />
      <Button>Send message</Button>
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toHaveFocus();
  },
};

/** Already written; editing adds to the end. */
export const Filled: Story = {
  args: { defaultValue: message },
  play: async ({ canvas, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea).toHaveValue(message);
    await userEvent.type(textArea, ' Thank you.');
    await expect(textArea).toHaveValue(`${message} Thank you.`);
  },
};

/** `rows` sets how many lines show before it scrolls. */
export const Rows: Story = {
  render: (args) => (
    <Stack space="large">
      <TextArea {...args} label="Short note" rows={3} />
      <TextArea {...args} label="Full brief" rows={10} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const short = canvas.getByRole('textbox', { name: 'Short note' });
    const full = canvas.getByRole('textbox', { name: 'Full brief' });
    await expect(short).toHaveAttribute('rows', '3');
    await expect(full.getBoundingClientRect().height).toBeGreaterThan(short.getBoundingClientRect().height);
  },
};

/** On a phone the box takes the full width without pushing the page sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { defaultValue: 'https://akoma.example/insights/the-future-of-hybrid-work-in-west-african-banking-and-fintech' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea.getBoundingClientRect().width).toBe((textArea.parentElement as HTMLElement).getBoundingClientRect().width);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A character limit: the count under the box is its description and follows every keystroke; it is
 * spoken once typing pauses near the limit, and turns critical, saying by how much, past it.
 */
export const CharacterLimit: Story = {
  // A typing journey with pauses: not captured by the visual suite, whose screenshots of the
  // count past the limit come from the controlled story below.
  tags: ['no-visual'],
  args: { label: 'Short note', name: 'note', characterLimit: 40, hint: 'A line or two for the reception desk.' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Short note' });
    const spoken = () => canvasElement.querySelector('[aria-live="polite"]');
    await expect(textArea).toHaveAccessibleDescription('A line or two for the reception desk. 0 / 40 characters');

    await userEvent.type(textArea, 'Visitor for Ada at 10:00.');
    await expect(canvas.getByText('25 / 40 characters')).toBeVisible();
    await expect(textArea).toHaveAccessibleDescription(/25 \/ 40 characters$/);
    // Far from the limit: nothing is spoken. (No timed pause here: the visual suite stops long
    // timers once a story settles, so a play function must not wait on one.)
    await expect(spoken()).toHaveTextContent('');

    await userEvent.type(textArea, ' Parking: bay 4.');
    await waitFor(() => expect(spoken()).toHaveTextContent('41 / 40 characters: 1 too many'), { timeout: 3000 });
    await expect(canvas.getByText('41 / 40 characters: 1 too many', { selector: 'p' })).toBeVisible();
    // The box never cuts what was typed: the form decides what to do with text over the limit.
    await expect(textArea).toHaveValue('Visitor for Ada at 10:00. Parking: bay 4.');

    await userEvent.type(textArea, '{Backspace}{Backspace}');
    await waitFor(() => expect(spoken()).toHaveTextContent('39 / 40 characters'), { timeout: 3000 });
  },
};

const frenchMessage =
  'Bonjour, nous sommes une fintech de 400 personnes à Abidjan. Nous voulons réduire le turnover et renforcer nos capacités de management.';
const frenchNote = 'Visiteur pour Awa à 10 h, place de parking n° 4.';

/**
 * In the French edition (`frenchMessages`) the count reads "135 / 1 000 caractères" (a narrow no-break
 * space between thousands) and, past the limit, "48 / 40 caractères : 8 en trop" (a no-break space
 * before the colon), in sight and spoken once typing pauses.
 */
export const InFrench: Story = {
  render: () => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <Stack space="large">
          <TextArea label="Votre message" name="message" characterLimit={1000} defaultValue={frenchMessage} rows={3} />
          <TextArea label="Note pour l’accueil" name="note" characterLimit={40} rows={2} />
        </Stack>
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    // Texts are found loosely (Testing Library reads no-break spaces as spaces) and compared exactly.
    const messageCount = `${String(frenchMessage.length)} / 1\u202f000 caractères`;
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toHaveAccessibleDescription(/caractères$/);
    await expect(canvas.getByText(/ \/ 1\s000 caractères$/).textContent).toBe(messageCount);

    const note = canvas.getByRole('textbox', { name: 'Note pour l’accueil' });
    const noteCount = `${String(frenchNote.length)} / 40 caractères\u00a0: ${String(frenchNote.length - 40)} en trop`;
    await userEvent.type(note, frenchNote);
    await expect(canvas.getByText(/ en trop$/, { selector: 'p' }).textContent).toBe(noteCount);
    const spoken = () => note.parentElement?.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(spoken()?.textContent).toBe(noteCount), { timeout: 3000 });
  },
};

/**
 * Test: a count with a controlled value follows the value the parent sets (a form cleared after
 * sending, say); here past the limit, so the critical count is checked for contrast in each theme.
 */
export const TestCharacterLimitControlled: Story = {
  name: 'Test: character count follows a controlled value',
  args: { characterLimit: 30, value: 'We are a 400-person fintech in Lagos.', onChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('37 / 30 characters: 7 too many')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('37 / 30 characters: 7 too many');
  },
};
