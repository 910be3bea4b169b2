import * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { type ReactNode, type Ref } from 'react';

import { IconChevronDown } from '../Icon/icons';
import * as styles from './Disclosure.css';

export interface DisclosureProps {
  /** Receives the control (a `<button>`). */
  ref?: Ref<HTMLButtonElement>;
  /** The always-visible control's text, such as "Advanced filters". */
  label: ReactNode;
  /** Whether it starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Whether it is open (controlled). */
  open?: boolean;
  /** Called when the visitor opens or closes it. */
  onOpenChange?: (open: boolean) => void;
  /** Class name for the control. */
  className?: string;
  /** The content shown when open. */
  children: ReactNode;
}

/**
 * A button that shows and hides a section of content, after the WAI-ARIA disclosure pattern: the
 * button says whether it is expanded, Enter or Space toggles it, and the content follows it in the
 * reading and Tab order.
 */
export function Disclosure({ ref, label, defaultOpen = false, open, onOpenChange, className, children }: DisclosureProps) {
  return (
    <Ariakit.DisclosureProvider defaultOpen={defaultOpen} open={open} setOpen={onOpenChange}>
      <Ariakit.Disclosure ref={ref} className={clsx(styles.button, className)}>
        <span>{label}</span>
        <IconChevronDown className={styles.chevron} />
      </Ariakit.Disclosure>
      <Ariakit.DisclosureContent className={styles.content}>{children}</Ariakit.DisclosureContent>
    </Ariakit.DisclosureProvider>
  );
}
