import { clsx } from 'clsx';
import { type ImgHTMLAttributes, type Ref } from 'react';

import { inlineVars } from '../private/utils/inlineVars';
import * as styles from './Image.css';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'alt' | 'src'> {
  /** Receives the `<img>`. */
  ref?: Ref<HTMLImageElement>;
  src: string;
  /** What the image shows, for people who can't see it; `""` when it is decorative. */
  alt: string;
  /** The image's intrinsic width and height: they reserve its space, so nothing shifts as it loads. */
  width: number;
  height: number;
  /**
   * `true` for the page's main image (usually the first in view): loaded at once, with high
   * priority. Everything else loads lazily, when it nears the viewport. @default false
   */
  priority?: boolean;
  /** @default 'none' */
  radius?: keyof typeof styles.radius;
}

/**
 * An image that never shifts the layout: it keeps its aspect ratio at any width, loads lazily
 * unless it is the page's main image, and decodes off the main thread.
 */
export function Image({
  ref,
  src,
  alt,
  width,
  height,
  priority = false,
  radius = 'none',
  loading,
  className,
  style,
  ...props
}: ImageProps) {
  return (
    <img
      ref={ref}
      {...props}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={clsx(styles.image, styles.radius[radius], className)}
      style={{ ...inlineVars({ [styles.aspectRatio]: `${String(width)} / ${String(height)}` }), ...style }}
    />
  );
}
