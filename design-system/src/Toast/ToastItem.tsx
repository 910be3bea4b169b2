import { clsx } from 'clsx';
import { useId, useRef } from 'react';

import { Button } from '../Button/Button';
import { IconCheck, IconClose, IconCritical, IconInfo } from '../Icon/icons';
import { inlineVars } from '../private/utils/inlineVars';
import { Text } from '../Text/Text';
import type { ToastKind, ToastRecord } from './Toast';
import * as styles from './Toast.css';
import { useDismissTimer, useHoverOrFocusWithin, usePageHidden } from './useDismissTimer';
import { useSwipeToDismiss } from './useSwipeToDismiss';

const kindIcons = { success: IconCheck, error: IconCritical, info: IconInfo } satisfies Record<ToastKind, unknown>;

interface ToastItemProps {
  toast: ToastRecord;
  closeLabel: string;
  /** Focus sits on the region itself (after Alt+T): the visitor is about to read the toast. */
  regionFocused: boolean;
  onDismiss: (id: string) => void;
}

/** One toast: its kind's icon, title, description, buttons and close button; swipe or wait to dismiss. */
export default function ToastItem({ toast, closeLabel, regionFocused, onDismiss }: ToastItemProps) {
  const { id, kind, title, description, action, cancel, duration } = toast;
  const toastRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const dismiss = () => {
    onDismiss(id);
  };
  const swipe = useSwipeToDismiss(toastRef, dismiss);
  const attended = useHoverOrFocusWithin(toastRef);
  const pageHidden = usePageHidden();
  useDismissTimer({
    duration,
    paused: attended || regionFocused || pageHidden || swipe.swiping,
    onExpire: dismiss,
  });
  const KindIcon = kindIcons[kind];

  return (
    // A named group, so the close and action buttons are heard with the message they belong to.
    <div
      ref={toastRef}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={clsx(styles.toast, styles.kind[kind])}
      style={inlineVars({ [styles.swipeOffset]: `${String(swipe.offset)}px` })}
      data-swiping={swipe.swiping}
    >
      <span className={styles.icon}>
        <KindIcon />
      </span>
      <div className={styles.message}>
        <Text id={titleId} weight="semibold">
          {title}
        </Text>
        {description ? (
          <Text id={descriptionId} size="small">
            {description}
          </Text>
        ) : null}
        {action || cancel ? (
          <div className={styles.actions}>
            {action ? (
              <Button
                variant="ghost"
                size="small"
                className={clsx(styles.button, styles.actionButton)}
                onClick={() => {
                  action.onClick();
                  dismiss();
                }}
              >
                {action.label}
              </Button>
            ) : null}
            {cancel ? (
              <Button
                variant="ghost"
                size="small"
                className={clsx(styles.button, styles.actionButton)}
                onClick={() => {
                  cancel.onClick();
                  dismiss();
                }}
              >
                {cancel.label}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <Button variant="ghost" size="small" aria-label={closeLabel} className={clsx(styles.button, styles.closeButton)} onClick={dismiss}>
        <IconClose />
      </Button>
    </div>
  );
}
