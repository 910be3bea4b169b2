import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { type ReactNode } from 'react';

import { Box } from '../Box/Box';
import { Link, type LinkProps } from '../Link/Link';
import type { Sprinkles } from '../styles/sprinkles.css';
import * as styles from './Card.css';
import { Role } from '../private/parts/Role';

export const cardTones = ['default', 'muted', 'accent'] as const;
export const cardShadows = ['none', 'small', 'medium', 'large'] as const;
export type CardTone = (typeof cardTones)[number];
export type CardShadow = (typeof cardShadows)[number];

export interface CardProps extends Ariakit.RoleProps {
  /** The surface: `default` for most cards, `muted` on white bands, `accent` (soft brand fill) to single one out. @default 'default' */
  tone?: CardTone;
  /** A raised look from the theme's shadows. @default 'none' */
  shadow?: CardShadow;
  /** An image or video shown edge to edge above the content. */
  media?: ReactNode;
  /** Space around the content, from the spacing scale; may change by breakpoint. @default { mobile: 'medium', tablet: 'large' } */
  padding?: Sprinkles['padding'];
}

/**
 * A surface for one item: an article, report, product, trend, testimonial or interest. Put a
 * `CardLink` in its heading to make the whole card follow one well-named link.
 */
export function Card({
  ref,
  tone = 'default',
  shadow = 'none',
  media,
  padding = { mobile: 'medium', tablet: 'large' },
  className,
  children,
  ...props
}: CardProps) {
  return (
    <Role.div ref={ref} {...props} className={clsx(styles.root, styles.tone[tone], styles.shadow[shadow], className)}>
      {media != null && <div className={styles.media}>{media}</div>}
      <Box padding={padding} className={styles.body}>
        {children}
      </Box>
    </Role.div>
  );
}

/** A `Link` without `weight`: a card's link takes its heading's weight. */
export type CardLinkProps = Omit<LinkProps, 'weight'>;

/**
 * The one link of a clickable card, placed in its heading: its name is the heading's text, and a
 * click anywhere on the card follows it (stretched link). Other buttons in the card stay usable.
 */
export function CardLink({ ref, tone = 'inherit', underline = 'hover', className, ...props }: CardLinkProps) {
  return <Link ref={ref} tone={tone} underline={underline} {...props} className={clsx(styles.stretchedLink, className)} />;
}
