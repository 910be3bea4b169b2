import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Role } from '../private/parts/Role';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<Ariakit.RoleProps, 'title'> {
  /** What is missing, such as "No saved pieces yet". */
  heading: ReactNode;
  /** The heading's level in the page's outline; the look stays the same at every level. @default 3 */
  headingLevel?: HeadingLevel;
  /** A decorative icon above the heading, such as `<IconBookmark size="large" />`; hidden from assistive technology. */
  icon?: ReactNode;
  /** The actions, usually one or two Buttons or ButtonLinks ("Browse insights"). */
  actions?: ReactNode;
  /** A short text under the heading: why the list is empty, or how to fill it. */
  children?: ReactNode;
}

/**
 * What a list shows when there is nothing in it: an optional icon, a heading, a short text (the
 * children) and the actions that fill it. Plain content, not a live region: when a list empties as someone
 * removes its last item, say so where they acted (a toast) and move focus somewhere useful.
 */
export function EmptyState({ ref, heading, headingLevel = 3, icon, actions, className, children, ...props }: EmptyStateProps) {
  return (
    <Role ref={ref} {...props} className={clsx(styles.root, className)}>
      {/* Hidden as a whole, so even a labelled icon adds nothing to what is read. */}
      {icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      <Heading level={headingLevel} size="4">
        {heading}
      </Heading>
      {/* A div with the text's look: the text may be a phrase or paragraphs of its own. */}
      {children ? (
        <Text tone="secondary" render={<div />} className={styles.text}>
          {children}
        </Text>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Role>
  );
}
