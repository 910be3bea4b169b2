import { Box, type BoxProps } from '../Box/Box';
import { mapResponsive, type Responsive } from '../private/utils/responsive';
import type { Sprinkles } from '../styles/sprinkles.css';

const alignToJustify = { left: 'flex-start', center: 'center', right: 'flex-end', spaceBetween: 'space-between' } as const;
const alignYToItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent'> {
  /** The gap between children, both across and between wrapped rows. */
  space: Sprinkles['gap'];
  /** @default 'left' */
  align?: Responsive<keyof typeof alignToJustify>;
  /** @default 'center' */
  alignY?: Responsive<keyof typeof alignYToItems>;
  /** Below this breakpoint children stack vertically and take the full width. */
  collapseBelow?: 'tablet' | 'desktop';
}

/** Lays children out in a row that wraps, such as a group of buttons or tags. */
export function Inline({ ref, space, align = 'left', alignY = 'center', collapseBelow, ...props }: InlineProps) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexWrap="wrap"
      flexDirection={collapseBelow ? { mobile: 'column', [collapseBelow]: 'row' } : 'row'}
      alignItems={
        collapseBelow
          ? { mobile: 'stretch', [collapseBelow]: alignYToItems[typeof alignY === 'string' ? alignY : 'center'] }
          : mapResponsive(alignY, (value) => alignYToItems[value])
      }
      justifyContent={mapResponsive(align, (value) => alignToJustify[value])}
      gap={space}
      {...props}
    />
  );
}
