import { Box, type BoxProps } from '../Box/Box';
import type { Sprinkles } from '../styles/sprinkles.css';

export interface TilesProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns' | 'gap'> {
  /** How many equal columns, by breakpoint: `{ mobile: 1, tablet: 2, desktop: 3 }`. */
  columns: Sprinkles['gridTemplateColumns'];
  /** The gap between tiles, across and down. */
  space: Sprinkles['gap'];
}

/** A grid of equal tiles (cards, stats) whose column count changes by breakpoint. */
export function Tiles({ ref, columns, space, ...props }: TilesProps) {
  return <Box ref={ref} display="grid" gridTemplateColumns={columns} gap={space} {...props} />;
}
