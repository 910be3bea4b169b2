import { clsx } from 'clsx';

import { Box, type BoxProps } from '../Box/Box';
import type { Sprinkles } from '../styles/sprinkles.css';
import * as styles from './Columns.css';

const alignYToItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' } as const;

export interface ColumnsProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** The gap between columns (and between rows once collapsed). */
  space: Sprinkles['gap'];
  /** Below this breakpoint the columns stack into full-width rows, in source order. */
  collapseBelow?: 'tablet' | 'desktop';
  /** @default 'stretch' */
  alignY?: keyof typeof alignYToItems;
}

/** Side-by-side columns that stack on small screens. Children are `Column`s. */
export function Columns({ ref, space, collapseBelow, alignY = 'stretch', className, ...props }: ColumnsProps) {
  return (
    <Box
      ref={ref}
      gap={space}
      alignItems={collapseBelow ? { mobile: 'stretch', [collapseBelow]: alignYToItems[alignY] } : alignYToItems[alignY]}
      className={clsx(
        styles.columns,
        collapseBelow === 'tablet' && styles.collapseBelowTablet,
        collapseBelow === 'desktop' && styles.collapseBelowDesktop,
        className,
      )}
      {...props}
    />
  );
}

export type ColumnWidth = keyof typeof styles.width;

export interface ColumnProps extends BoxProps {
  /** `fluid` shares the space left; `content` fits its content; fractions take that share. @default 'fluid' */
  width?: ColumnWidth;
}

/** One column of `Columns`. */
export function Column({ ref, width = 'fluid', className, ...props }: ColumnProps) {
  return <Box ref={ref} className={clsx(styles.column, styles.width[width], className)} {...props} />;
}
