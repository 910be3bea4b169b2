import { clsx } from 'clsx';
import { type ReactNode, type Ref } from 'react';

import { Stack } from '../Stack/Stack';
import { Text, type TextSize } from '../Text/Text';
import * as styles from './Quote.css';

export interface QuoteProps {
  /** Receives the `<figure>`. */
  ref?: Ref<HTMLElement>;
  /** The words quoted, without quotation marks (they are added). */
  children: ReactNode;
  /** Who said it. */
  author?: ReactNode;
  /** Their role and organisation, such as "Head of People, ZestPay". */
  role?: ReactNode;
  /** @default 'large' */
  size?: Extract<TextSize, 'standard' | 'large'>;
  className?: string;
}

/** A quotation with its attribution: a `<figure>` with a `<blockquote>` and a `<figcaption>`. */
export function Quote({ ref, children, author, role, size = 'large', className }: QuoteProps) {
  return (
    <figure ref={ref} className={clsx(styles.figure, className)}>
      <Stack space="medium">
        <blockquote className={styles.quote}>
          <Text render={<span />} size={size} weight="semibold">
            {children}
          </Text>
        </blockquote>
        {author || role ? (
          <figcaption>
            {author ? <Text weight="semibold">{author}</Text> : null}
            {role ? (
              <Text size="small" tone="secondary">
                {role}
              </Text>
            ) : null}
          </figcaption>
        ) : null}
      </Stack>
    </figure>
  );
}
