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
  /**
   * `cover` fills the box, cropping what overflows (photographs); `contain` shows the whole image
   * inside it (logos). @default 'cover'
   */
  fit?: keyof typeof styles.fit;
  /**
   * The same picture in other formats (AVIF, WebP), best first, each with its widths: the browser
   * takes the first it can show, at the width `sizes` asks for, and `src` otherwise. Under the data
   * saver a lazy image offers only each set's smallest width.
   */
  sources?: readonly { type: string; srcSet: string }[];
  /** A tiny copy of the picture (a data: URL), drawn blurred in its box until the picture arrives. */
  placeholder?: string;
}

/**
 * An image that never shifts the layout: it keeps its aspect ratio at any width, loads lazily
 * unless it is the page's main image, and decodes off the main thread. Given `sources`, it is a
 * `<picture>` offering each format; given a `placeholder`, a blurred copy fills its box meanwhile.
 * Under the data saver (`dataSaverOn()`), a lazy image offers only the smallest candidate of each
 * `srcSet` (`smallestImageCandidate`, which the page's head script provides), so a visitor saving
 * data gets its smallest size.
 */
export function Image({
  ref,
  src,
  alt,
  width,
  height,
  priority = false,
  radius = 'none',
  fit = 'cover',
  sources = [],
  placeholder,
  loading,
  sizes,
  srcSet,
  className,
  style,
  ...props
}: ImageProps) {
  const resolvedLoading = loading ?? (priority ? 'eager' : 'lazy');
  // Under the data saver the head script (webFontsAfterFirstPaint) leaves its narrowing on the
  // window (`smallestImageCandidate`, as it applied it to the prerendered lazy images): read as it
  // is, not through a hook with a server value, so hydration renders what the script left. An eager
  // image is never narrowed: its fetch began with the markup.
  const narrow = resolvedLoading === 'lazy' && typeof window !== 'undefined' ? window.__akomaSmallestCandidate : undefined;
  const offered = (set: string | undefined) => (set && narrow ? narrow(set) : set);
  const image = (
    <img
      ref={ref}
      {...props}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={resolvedLoading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      srcSet={offered(srcSet)}
      sizes={sizes}
      className={clsx(styles.image, styles.radius[radius], styles.fit[fit], placeholder && styles.withPlaceholder, className)}
      style={{
        ...inlineVars({ [styles.aspectRatio]: `${String(width)} / ${String(height)}` }),
        ...(placeholder ? inlineVars({ [styles.placeholder]: `url("${placeholder}")` }) : {}),
        ...style,
      }}
    />
  );
  if (sources.length === 0) return image;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={offered(source.srcSet)} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
