import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';

import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { badgeMessages } from './Badge.messages';
import { IconTrendingDown, IconTrendingUp } from '../Icon/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Badge.css';
import { Role } from '../private/parts/Role';

export const badgeTones = ['neutral', 'brandAccent', 'positive', 'critical', 'caution', 'info'] as const;
export const badgeTrends = ['up', 'down'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export type BadgeTrend = (typeof badgeTrends)[number];

const trendIcons = { up: IconTrendingUp, down: IconTrendingDown } as const;
const defaultTrendTone = { up: 'positive', down: 'critical' } as const satisfies Record<BadgeTrend, BadgeTone>;
const signedText = /^\s*[+\-\u2212]/;

export interface BadgeProps extends Ariakit.RoleProps<'span'> {
  /** The colour, by meaning; never the only signal, the text always says it. @default 'neutral', or 'positive'/'critical' for an up/down trend */
  tone?: BadgeTone;
  /** Adds an up or down arrow and a spoken direction. The text must carry the sign itself ("+12%", "-8%"). */
  trend?: BadgeTrend;
  /** The word screen readers hear for the direction, after the text. @default the provider's `messages.trendUp` or `messages.trendDown` ('up', 'down') */
  trendLabel?: string;
}

/**
 * A small label for a category ("Wellbeing") or a trend ("+12%"). A trend shows an arrow and is
 * spoken with its direction, so its meaning survives without colour and without sight.
 */
export function Badge({ ref, tone, trend, trendLabel, className, children, ...props }: BadgeProps) {
  if (process.env.NODE_ENV !== 'production' && trend && typeof children === 'string' && !signedText.test(children)) {
    console.warn(`Badge: with trend="${trend}", start the text with its sign ("+12%", "-8%") so it reads without the arrow.`);
  }
  const messages = useComponentMessages(badgeMessages);
  const TrendIcon = trend ? trendIcons[trend] : null;
  return (
    <Role.span
      ref={ref}
      {...props}
      className={clsx(styles.root, styles.tone[tone ?? (trend ? defaultTrendTone[trend] : 'neutral')], className)}
    >
      {TrendIcon && <TrendIcon size="small" className={styles.trendIcon} />}
      {children}
      {trend && <VisuallyHidden> {trendLabel ?? (trend === 'up' ? messages.trendUp : messages.trendDown)}</VisuallyHidden>}
    </Role.span>
  );
}
