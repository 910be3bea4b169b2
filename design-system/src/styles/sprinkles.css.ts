import { mediaQuery, vars } from '@akoma/tokens';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

import { utilities } from './layers.css';

/**
 * Sprinkles: atomic classes for spacing and layout. Layout primitives and Box take these as
 * props; values come only from the theme contract.
 *
 * Layout and padding are responsive by breakpoint, written `{ mobile: 'small', desktop: 'large' }`
 * or as an array in breakpoint order (`['small', null, 'large']`). Margins, text alignment and the
 * rest take one value: space between elements comes from the layout primitives (Stack, Inline,
 * Columns, Tiles) and their responsive `space`, so margins only place a box (`marginX="auto"`).
 * Each responsive value costs a class per breakpoint in the stylesheet and in every page's start-up
 * script, so only properties that change with the screen are responsive.
 */
const space = vars.space;

const responsiveProperties = defineProperties({
  '@layer': utilities,
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery.tablet },
    desktop: { '@media': mediaQuery.desktop },
    wide: { '@media': mediaQuery.wide },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      5: 'repeat(5, minmax(0, 1fr))',
      6: 'repeat(6, minmax(0, 1fr))',
    },
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const staticProperties = defineProperties({
  '@layer': utilities,
  properties: {
    position: ['static', 'relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    zIndex: vars.zIndex,
    textAlign: ['left', 'center', 'right'],
    marginTop: space,
    marginBottom: space,
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
  },
  shorthands: {
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
