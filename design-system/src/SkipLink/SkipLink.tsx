import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { type MouseEvent, type ReactNode } from 'react';

import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { skipLinkMessages } from './SkipLink.messages';
import * as styles from './SkipLink.css';
import { Role } from '../private/parts/Role';

export interface SkipLinkProps extends Omit<Ariakit.RoleProps<'a'>, 'href'> {
  /** The id of the element to jump to, usually the `<main>`. */
  targetId: string;
  /** What the link says. @default the provider's `messages.skipToContent` ('Skip to main content') */
  children?: ReactNode;
}

/**
 * The first stop for keyboard users: "Skip to main content". Moves focus to the target, making it
 * focusable if needed, so the next Tab continues from there rather than from the top.
 */
export function SkipLink({ ref, targetId, className, onClick, children, ...props }: SkipLinkProps) {
  const messages = useComponentMessages(skipLinkMessages);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The consumer's handler first, and it may cancel the jump, as composeEventHandlers composes
    // them; chained by hand because the skip link is in every page's start-up script, where that
    // helper would be a chunk of its own.
    onClick?.(event);
    if (event.defaultPrevented) return;
    const target = document.getElementById(targetId);
    if (!target) {
      if (process.env.NODE_ENV !== 'production') {
        console.warn(`SkipLink: no element with id "${targetId}"; give your <main> that id.`);
      }
      return;
    }
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };

  return (
    <Role.a ref={ref} {...props} href={`#${targetId}`} onClick={handleClick} className={clsx(styles.root, className)}>
      {children ?? messages.skipToContent}
    </Role.a>
  );
}
