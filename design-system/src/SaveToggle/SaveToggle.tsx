import { clsx } from 'clsx';

import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { IconBookmark } from '../Icon/icons';
import { composeEventHandlers } from '../private/utils/composeEventHandlers';
import { saveToggleMessages } from './SaveToggle.messages';
import * as styles from './SaveToggle.css';

export const saveToggleVariants = ['secondary', 'ghost'] as const satisfies readonly ButtonVariant[];
export const saveToggleSizes = ['small', 'standard'] as const satisfies readonly ButtonSize[];
export type SaveToggleVariant = (typeof saveToggleVariants)[number];
export type SaveToggleSize = (typeof saveToggleSizes)[number];

export interface SaveToggleProps extends Omit<
  ButtonProps,
  'children' | 'variant' | 'size' | 'fullWidth' | 'busyLabel' | 'icon' | 'iconAfter' | 'type' | 'aria-pressed' | 'aria-label'
> {
  /** Whether the item is saved: the button's pressed state. */
  pressed: boolean;
  /** Called with the state a press asks for (`!pressed`); never while busy or disabled. */
  onPressedChange: (pressed: boolean) => void;
  /** What the button saves, such as a piece's title: the name becomes "Save: <itemName>", so a list of them reads apart. */
  itemName?: string;
  /** While a save is on its way: presses are ignored and the button keeps focus (`aria-disabled`), as Button's `busy`. @default false */
  busy?: boolean;
  /** @default 'secondary' */
  variant?: SaveToggleVariant;
  /** @default 'standard' */
  size?: SaveToggleSize;
  /** What the button says, and its name before the item name; the same pressed or not. @default the provider's `messages.save` ('Save') */
  label?: string;
}

/**
 * A toggle button that saves an item for later, after the WAI-ARIA button pattern's toggle
 * (`aria-pressed`): "Save" with an outline bookmark, or, while pressed, a filled one on a pressed fill.
 *
 * Neither its name nor its words change with its state ("Save", or "Save: <itemName>"): screen
 * readers announce the state from `aria-pressed` ("Save, toggle button, pressed"), and a name that
 * flipped too would read as the opposite action. The words stay "Save" rather than turning to
 * "Saved", because what is seen must be part of the name (WCAG 2.5.3 Label in Name, which axe
 * checks) for speech users to say it. `ref` and native button props go to the `<button>`.
 */
export function SaveToggle({
  pressed,
  onPressedChange,
  itemName,
  busy = false,
  variant = 'secondary',
  size = 'standard',
  label,
  onClick,
  className,
  ...props
}: SaveToggleProps) {
  // The provider's words (DesignSystemMessages) are laid over these defaults.
  const messages = useComponentMessages(saveToggleMessages);
  const action = label ?? messages.save;
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      busy={busy}
      className={clsx(styles.toggle[variant], className)}
      aria-pressed={pressed}
      aria-label={itemName ? messages.saveItemName(action, itemName) : undefined}
      icon={<IconBookmark className={styles.bookmark} />}
      // Button stops the click while busy or disabled, so a press then never reaches this.
      onClick={composeEventHandlers(onClick, () => {
        onPressedChange(!pressed);
      })}
    >
      {action}
    </Button>
  );
}
