import type * as Ariakit from '@ariakit/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

export const confirmDialogTones = ['default', 'critical'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps extends Omit<
  Ariakit.DialogProps,
  | 'store'
  | 'open'
  | 'onClose'
  | 'title'
  | 'children'
  | 'role'
  | 'modal'
  | 'backdrop'
  | 'initialFocus'
  | 'hideOnEscape'
  | 'hideOnInteractOutside'
  | 'render'
> {
  /** Whether the dialog shows. Keep it in the app's state and set it from `onOpenChange`. */
  open: boolean;
  /** Called with `false` when the dialog asks to close: Cancel, Escape, or a confirmation that went through. */
  onOpenChange: (open: boolean) => void;
  /** The question, such as "Remove this piece from your saved list?": the dialog's name. */
  title: ReactNode;
  /** What happens if they confirm, and whether it can be undone: the dialog's description. */
  description: ReactNode;
  /** The confirming button's text, a verb for what it does ("Remove", "Delete account"), never "OK". */
  confirmLabel: ReactNode;
  /** The button that closes without doing anything. @default the provider's `messages.cancel` ('Cancel') */
  cancelLabel?: ReactNode;
  /** `critical` for what destroys or cannot be undone: the confirming button takes the critical colours. @default 'default' */
  tone?: ConfirmDialogTone;
  /**
   * Does the thing. If it returns a promise, the confirming button is busy and the dialog stays open
   * until it settles: it closes when the promise resolves and stays open when it rejects (say why
   * yourself, in a toast or in the dialog's content, before rejecting).
   */
  onConfirm: (() => void) | (() => PromiseLike<unknown>);
  /** Holds the confirming button back (still focusable, announced as unavailable), such as until a field is filled in. @default false */
  confirmDisabled?: boolean;
  /** Content between the description and the buttons, such as a field to fill in before confirming; Enter in a field confirms. */
  children?: ReactNode;
}

// The dialog's code (Ariakit's dialog, its focus handling and portal) is not part of a page's
// start-up: it loads once the page is idle, or when the dialog first opens, whichever comes first.
let loading: Promise<typeof import('./ConfirmDialogPopup')> | undefined;
const loadConfirmDialogPopup = () => {
  loading ??= import('./ConfirmDialogPopup').catch((error: unknown) => {
    // Let the next attempt try again (a dropped connection on a phone, say).
    loading = undefined;
    throw error;
  });
  return loading;
};
const ConfirmDialogPopup = lazy(loadConfirmDialogPopup);

/**
 * Loads the dialog's code if it has not loaded yet. `ConfirmDialog` calls it once the page is idle;
 * call it earlier where a dialog must open without the wait (as the pointer reaches its trigger, or in a test).
 */
export function preloadConfirmDialog(): Promise<void> {
  return loadConfirmDialogPopup().then(() => undefined);
}

/**
 * A modal question before an action that matters, after the WAI-ARIA alert dialog pattern, on
 * Ariakit's Dialog (`role="alertdialog"`): named by its title, described by its description, with
 * focus on Cancel when it opens (the safe choice for a destructive action). Escape and Cancel
 * close it; focus then returns to the element that opened it. A click outside does not close it:
 * a question this important is answered with a button.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Rendered from its first opening on, so that it closes as a dialog does (returning focus).
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);

  useEffect(() => {
    if (opened || typeof requestIdleCallback !== 'function') return;
    const handle = requestIdleCallback(() => void preloadConfirmDialog().catch(() => undefined), { timeout: 10_000 });
    return () => {
      cancelIdleCallback(handle);
    };
  }, [opened]);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogPopup {...props} />
    </Suspense>
  );
}
