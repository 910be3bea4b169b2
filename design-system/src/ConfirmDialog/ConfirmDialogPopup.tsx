import * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { useRef, useState, type SubmitEvent } from 'react';

import { Button } from '../Button/Button';
import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { confirmDialogMessages } from './ConfirmDialog.messages';
import * as styles from './ConfirmDialog.css';

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** The dialog itself, loaded by `ConfirmDialog` (see ConfirmDialog.tsx). */
export default function ConfirmDialogPopup({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  confirmDisabled = false,
  children,
  className,
  ...props
}: ConfirmDialogProps) {
  // The provider's words (DesignSystemMessages) are laid over these defaults.
  const messages = useComponentMessages(confirmDialogMessages);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);

  const confirm = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || confirmDisabled) return;
    const result = onConfirm();
    if (!isPromiseLike(result)) {
      onOpenChange(false);
      return;
    }
    setPending(true);
    result.then(
      () => {
        setPending(false);
        onOpenChange(false);
      },
      // The app says what went wrong (it made the promise); the dialog stays open so the person
      // can try again or cancel. Caught here, so the failure is not also an unhandled rejection.
      () => {
        setPending(false);
      },
    );
  };

  return (
    <Ariakit.Dialog
      {...props}
      open={open}
      onClose={() => {
        onOpenChange(false);
      }}
      role="alertdialog"
      backdrop={<div className={styles.backdrop} />}
      initialFocus={cancelRef}
      // Nothing closes it while the confirmation is on its way: its outcome decides.
      hideOnEscape={() => !pending}
      hideOnInteractOutside={false}
      unmountOnHide
      className={clsx(styles.dialog, className)}
    >
      {/* A form, so Enter in a field of `children` confirms, through the same checks as the button. */}
      <form className={styles.form} onSubmit={confirm}>
        <Ariakit.DialogHeading render={<Heading level={2} size="3" />}>{title}</Ariakit.DialogHeading>
        {/* A div with the text's look: the description may be a phrase or paragraphs of its own. */}
        <Ariakit.DialogDescription render={<Text render={<div />} />}>{description}</Ariakit.DialogDescription>
        {children}
        <div className={styles.actions}>
          {/* Ariakit's dismiss button, so Ariakit adds no hidden "Dismiss popup" button of its own. */}
          <Ariakit.DialogDismiss render={<Button ref={cancelRef} variant="secondary" disabled={pending} accessibleWhenDisabled />}>
            {cancelLabel ?? messages.cancel}
          </Ariakit.DialogDismiss>
          <Button
            type="submit"
            variant="primary"
            busy={pending}
            disabled={confirmDisabled}
            accessibleWhenDisabled
            className={clsx(tone === 'critical' && styles.confirmCritical)}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Ariakit.Dialog>
  );
}
