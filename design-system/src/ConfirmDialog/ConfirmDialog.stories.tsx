import { vars } from '@akoma/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { pageInFrench } from '../DesignSystemProvider/storyInFrench';
import { TextField } from '../TextField/TextField';
import { ConfirmDialog, confirmDialogTones, preloadConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const triggerLabel = 'Remove from saved';

/** A button that opens the dialog, and the open state an app keeps, reported to the story's spy. */
function ConfirmDialogWithTrigger(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

/** The confirmation a story's `onConfirm` is waiting on, settled by its play function. */
let settleConfirmation: { resolve: () => void; reject: (reason: Error) => void } | undefined;
const waitForConfirmation = () =>
  new Promise<void>((resolve, reject) => {
    settleConfirmation = { resolve, reject };
  });

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Remove this piece from your saved list?',
    description: 'You can save it again from the piece’s page.',
    confirmLabel: 'Remove',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
  },
  render: (args) => <ConfirmDialogWithTrigger {...args} />,
  beforeEach: async () => {
    settleConfirmation = undefined;
    // As an app's idle time would: the first story must not wait for the dialog's code to compile.
    await preloadConfirmDialog();
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is portalled to the end of <body>, so it is found on the screen, not in the canvas.
const findDialog = (name: string) => screen.findByRole('alertdialog', { name });
const buttonIn = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

/** Calls the story's spy, then waits for the play function to settle the confirmation. */
const renderWithPendingConfirmation: Story['render'] = (args) => (
  <ConfirmDialogWithTrigger
    {...args}
    onConfirm={() => {
      void args.onConfirm();
      return waitForConfirmation();
    }}
  />
);

/** Opens from its trigger with focus on Cancel; Confirm calls `onConfirm`, closes, and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: triggerLabel });
    await userEvent.click(trigger);
    const dialog = await findDialog('Remove this piece from your saved list?');
    await expect(dialog).toHaveAccessibleDescription('You can save it again from the piece’s page.');
    await waitFor(() => expect(buttonIn(dialog, 'Cancel')).toHaveFocus());
    await userEvent.click(buttonIn(dialog, 'Remove'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** For what destroys or cannot be undone: the confirming button takes the theme's critical colour. */
export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Delete your account?',
    description: 'Your saved pieces and assessment results will be deleted. This cannot be undone.',
    confirmLabel: 'Delete account',
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: triggerLabel }));
    const dialog = await findDialog('Delete your account?');
    const confirm = buttonIn(dialog, 'Delete account');
    const critical = document.createElement('span');
    critical.style.backgroundColor = vars.color.background.critical;
    dialog.append(critical);
    await expect(getComputedStyle(confirm).backgroundColor).toBe(getComputedStyle(critical).backgroundColor);
    critical.remove();
    await userEvent.click(buttonIn(dialog, 'Cancel'));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Keyboard: Enter opens it, focus lands on Cancel, Escape closes it and focus goes back to the trigger. */
export const KeyboardAndEscape: Story = {
  args: { tone: 'critical' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: triggerLabel });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Remove this piece from your saved list?');
    await waitFor(() => expect(buttonIn(dialog, 'Cancel')).toHaveFocus());
    await userEvent.tab();
    await expect(buttonIn(dialog, 'Remove')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A field to fill in first: Confirm is held back (still focusable) until it matches; Enter in the field confirms. */
export const WithConfirmationField: Story = {
  args: {
    tone: 'critical',
    title: 'Delete your account?',
    description: 'This cannot be undone. Type DELETE to confirm.',
    confirmLabel: 'Delete account',
  },
  render: function Render(args) {
    const [typed, setTyped] = useState('');
    return (
      <ConfirmDialogWithTrigger {...args} confirmDisabled={typed !== 'DELETE'}>
        <TextField
          label="Type DELETE"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
      </ConfirmDialogWithTrigger>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: triggerLabel }));
    const dialog = await findDialog('Delete your account?');
    // Focus starts on Cancel even with a field before it.
    await waitFor(() => expect(buttonIn(dialog, 'Cancel')).toHaveFocus());
    const confirm = buttonIn(dialog, 'Delete account');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    const field = screen.getByRole('textbox', { name: 'Type DELETE' });
    await userEvent.type(field, 'DELET{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(field, 'E');
    await expect(confirm).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** While the confirmation is on its way, Confirm is busy and nothing closes the dialog; it closes once it succeeds. */
export const PendingConfirm: Story = {
  render: renderWithPendingConfirmation,
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: triggerLabel });
    await userEvent.click(trigger);
    const dialog = await findDialog('Remove this piece from your saved list?');
    const confirm = buttonIn(dialog, 'Remove');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveFocus();
    await expect(buttonIn(dialog, 'Cancel')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(buttonIn(dialog, 'Cancel'));
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    settleConfirmation?.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A confirmation that fails leaves the dialog open, Confirm ready again, so the person can retry or cancel. */
export const RejectedConfirm: Story = {
  render: renderWithPendingConfirmation,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: triggerLabel }));
    const dialog = await findDialog('Remove this piece from your saved list?');
    const confirm = buttonIn(dialog, 'Remove');
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    settleConfirmation?.reject(new Error('The network went away'));
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    await expect(dialog).toBeVisible();
    await expect(confirm).toHaveFocus();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    settleConfirmation?.reject(new Error('Still no network'));
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
  },
};

/**
 * In the French edition (`frenchMessages`) the button that closes without acting is "Annuler", and
 * it has focus when the dialog opens. The dialog is portalled to the end of `<body>`, so the page
 * itself is in French (`lang` on `<html>`), as on the French site.
 */
export const InFrench: Story = {
  args: {
    title: 'Retirer cet article de vos favoris\u00a0?',
    description: 'Vous pourrez l’enregistrer de nouveau depuis sa page.',
    confirmLabel: 'Retirer',
  },
  beforeEach: pageInFrench,
  render: function RemoveFromFavourites(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <DesignSystemProvider messages={frenchMessages}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Retirer des favoris
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </DesignSystemProvider>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer des favoris' }));
    // Role names are compared as they are: a no-break space before "?", as French writes it.
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer cet article de vos favoris\u00a0?' });
    await expect(dialog).toHaveAccessibleDescription('Vous pourrez l’enregistrer de nouveau depuis sa page.');
    await waitFor(() => expect(buttonIn(dialog, 'Annuler')).toHaveFocus());
    await expect(buttonIn(dialog, 'Retirer')).toBeVisible();
  },
};

/** Under reduced motion (here the app's `data-motion="reduce"`), the backdrop and dialog appear without moving or fading. */
export const TestReducedMotion: Story = {
  name: 'Test: reduced motion',
  beforeEach: () => {
    document.documentElement.dataset.motion = 'reduce';
    return () => {
      delete document.documentElement.dataset.motion;
    };
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: triggerLabel }));
    const dialog = await findDialog('Remove this piece from your saved list?');
    const backdrop = dialog.ownerDocument.querySelector('[data-backdrop]') as HTMLElement;
    await expect(getComputedStyle(backdrop).transitionDuration).toBe('0s');
    await expect(getComputedStyle(dialog).transitionDuration).toBe('0s');
  },
};
