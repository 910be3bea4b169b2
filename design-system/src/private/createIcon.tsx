import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { forwardRef, type SVGProps } from 'react';

import * as styles from '../Icon/Icon.css';

export type IconSize = keyof typeof styles.size;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /** What the icon means, when nothing else says it. Without a label the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** From the theme's icon sizes; `inherit` follows the surrounding text. @default 'standard' */
  size?: IconSize;
}

/**
 * Wraps a Lucide glyph as a design-system icon: inline SVG in `currentColor`, sized from the
 * theme, hidden from assistive technology unless labelled, never a tab stop.
 */
export function createIcon(Glyph: LucideIcon, displayName: string) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ label, size = 'standard', className, ...props }, ref) {
    return (
      <Glyph
        ref={ref}
        aria-hidden={label ? undefined : true}
        aria-label={label}
        role={label ? 'img' : undefined}
        focusable="false"
        strokeWidth={2}
        {...props}
        className={clsx(styles.root, styles.size[size], className)}
      />
    );
  });
  Icon.displayName = displayName;
  return Icon;
}
