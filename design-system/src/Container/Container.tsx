import { clsx } from 'clsx';
import { forwardRef } from 'react';

import { Box, type BoxProps } from '../Box/Box';
import * as styles from './Container.css';

export interface ContainerProps extends BoxProps {
  /** The widest the content may grow. @default 'large' */
  width?: keyof typeof styles.width;
}

/** Centres content at a readable width, with the page gutter on each side. */
export const Container = forwardRef<HTMLDivElement, ContainerProps>(function Container({ width = 'large', className, ...props }, ref) {
  return <Box ref={ref} className={clsx(styles.root, styles.width[width], className)} {...props} />;
});
