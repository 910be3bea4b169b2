import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { type ReactNode } from 'react';

import { Button } from '../Button/Button';
import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { bannerMessages } from './Banner.messages';
import { IconCaution, IconClose, IconCritical, IconInfo } from '../Icon/icons';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';
import * as styles from './Banner.css';
import { Role } from '../private/parts/Role';

/** The tones a Banner may take, each a colour pair from the tokens' `contrastPairs` and its own icon. */
export const bannerTones = ['info', 'caution', 'critical', 'neutral'] as const;
export type BannerTone = (typeof bannerTones)[number];

const toneIcons = { info: IconInfo, caution: IconCaution, critical: IconCritical, neutral: IconInfo } satisfies Record<BannerTone, unknown>;

export interface BannerProps extends Omit<Ariakit.RoleProps, 'title'> {
  /**
   * Whether the notice shows. Keep the Banner mounted and toggle this: its live region is then
   * already in the page when the message arrives, so screen readers announce it.
   */
  open: boolean;
  /** `info` for news, `caution` for a degraded state (offline), `critical` for a failure, `neutral` for an offer. @default 'info' */
  tone?: BannerTone;
  /** The message, such as "Update Available". */
  title: ReactNode;
  /** A second line, such as "A new version of Akoma is ready". */
  description?: ReactNode;
  /** Replaces the tone's icon, such as a download icon for the install notice. @default the tone's icon */
  icon?: ReactNode;
  /** Called by the dismiss button; without it there is no dismiss button. */
  onDismiss?: () => void;
  /** The dismiss button's accessible name. @default the provider's `messages.dismiss` ('Dismiss') */
  dismissLabel?: string;
  /** The actions, usually one or two small Buttons ("Update", "Later"). */
  children?: ReactNode;
}

/**
 * A full-width notice in the page flow, such as "You're currently offline": a title, an optional
 * description, actions and an optional dismiss button. Its message sits in a `role="status"` live
 * region, so it is announced politely when `open` turns true.
 */
export function Banner({
  ref,
  open,
  tone = 'info',
  title,
  description,
  icon,
  onDismiss,
  dismissLabel,
  className,
  children,
  ...props
}: BannerProps) {
  const messages = useComponentMessages(bannerMessages);
  const ToneIcon = toneIcons[tone];
  return (
    <Role ref={ref} {...props} className={clsx(open && styles.banner, open && styles.tone[tone], className) || undefined}>
      {open ? <span className={styles.icon}>{icon ?? <ToneIcon />}</span> : null}
      {/* Always rendered, empty while closed: a live region must exist before its content changes. */}
      <div role="status" className={styles.message}>
        {open ? (
          <>
            <Text weight="semibold">{title}</Text>
            {/* The space keeps title and description apart when read as one announcement. */}
            {description ? (
              <>
                {' '}
                <Text size="small">{description}</Text>
              </>
            ) : null}
          </>
        ) : null}
      </div>
      {open && children ? (
        <Inline space="small" className={styles.actions}>
          {children}
        </Inline>
      ) : null}
      {open && onDismiss ? (
        <Button variant="ghost" size="small" aria-label={dismissLabel ?? messages.dismiss} className={styles.dismiss} onClick={onDismiss}>
          <IconClose />
        </Button>
      ) : null}
    </Role>
  );
}
