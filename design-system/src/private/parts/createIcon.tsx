import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { Ref, SVGProps } from 'react';

import * as styles from '../../Icon/Icon.css';

export type IconSize = keyof typeof styles.size;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /** What the icon means, when nothing else says it. Without a label the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** From the theme's icon sizes; `inherit` follows the surrounding text. @default 'standard' */
  size?: IconSize;
  /** The `<svg>` element. */
  ref?: Ref<SVGSVGElement>;
}

/**
 * Wraps a Lucide glyph as a design-system icon: inline SVG in `currentColor`, sized from the
 * theme, hidden from assistive technology unless labelled, never a tab stop.
 */
export function createIcon(Glyph: LucideIcon, displayName: string) {
  function Icon({ ref, label, size = 'standard', className, ...props }: IconProps) {
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
  }
  Icon.displayName = displayName;
  return Icon;
}
