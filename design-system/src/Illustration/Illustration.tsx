import { clsx } from 'clsx';
import { type HTMLAttributes, type Ref } from 'react';

import { inlineVars } from '../private/utils/inlineVars';
import * as styles from './Illustration.css';

export interface IllustrationProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML' | 'role'> {
  /** Receives the element around the drawing. */
  ref?: Ref<HTMLDivElement>;
  /**
   * The drawing's SVG markup, from the app's own files (import it with Vite's `?raw`). It is
   * written into the page as it is, so it must never come from people's input.
   */
  svg: string;
  /** What the drawing shows, for people who can't see it; `""` when it is decorative. */
  alt: string;
  /** The drawing's intrinsic width and height: they give its box its shape. */
  width: number;
  height: number;
  /** @default 'none' */
  radius?: keyof typeof styles.radius;
}

/**
 * An SVG drawing written into the page instead of loaded from a file: it paints with the text
 * around it, with no request of its own, so a page's main artwork is never what the page waits
 * for. Keep it to small vector artwork (a few KB); photographs and large drawings belong in an
 * `Image`, which loads lazily and is cached across pages.
 *
 * It is one image to assistive technology, named by `alt` (its shapes are not read out), or
 * hidden from it when `alt` is empty.
 */
export function Illustration({ ref, svg, alt, width, height, radius = 'none', className, style, ...props }: IllustrationProps) {
  const described = alt.trim() !== '';
  return (
    <div
      ref={ref}
      {...props}
      {...(described ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={clsx(styles.illustration, styles.radius[radius], className)}
      style={{ ...inlineVars({ [styles.aspectRatio]: `${String(width)} / ${String(height)}` }), ...style }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
