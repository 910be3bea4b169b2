import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';

import { Stack } from '../Stack/Stack';
import { Text, type TextSize } from '../Text/Text';
import * as styles from './Quote.css';

export interface QuoteProps {
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
export const Quote = forwardRef<HTMLElement, QuoteProps>(function Quote({ children, author, role, size = 'large', className }, ref) {
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
});
