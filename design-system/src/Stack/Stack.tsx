import { Box, type BoxProps } from '../Box/Box';
import { mapResponsive, type Responsive } from '../private/utils/responsive';
import type { Sprinkles } from '../styles/sprinkles.css';

const alignToFlex = { left: 'stretch', center: 'center', right: 'flex-end' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** The gap between children, from the spacing scale; may change by breakpoint. */
  space: Sprinkles['gap'];
  /** Horizontal alignment of children; `left` stretches them to the full width. @default 'left' */
  align?: Responsive<keyof typeof alignToFlex>;
}

/** Lays children out vertically with even space between them. */
export function Stack({ ref, space, align = 'left', ...props }: StackProps) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={mapResponsive(align, (value) => alignToFlex[value])}
      {...props}
    />
  );
}
