import { clsx } from 'clsx';

import { Box, type BoxProps } from '../Box/Box';
import * as styles from './Container.css';

export interface ContainerProps extends BoxProps {
  /** The widest the content may grow. @default 'large' */
  width?: keyof typeof styles.width;
}

/** Centres content at a readable width, with the page gutter on each side. */
export function Container({ ref, width = 'large', className, ...props }: ContainerProps) {
  return <Box ref={ref} className={clsx(styles.root, styles.width[width], className)} {...props} />;
}
