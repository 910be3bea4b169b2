import { mediaQueryBelow, vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { foreground, border, background } = vars.color;
const { text, heading, fontWeight, fontFamily } = vars.typography;

/**
 * Below the tablet breakpoint each row becomes a stacked block and each cell shows its column's
 * header as a label; the table keeps its semantics (see Table.tsx). The layout is the exception,
 * so it sits behind a max-width query and the table reads as a table everywhere else, print included.
 */
const belowTablet = mediaQueryBelow.tablet;

export const table = style(
  inLayer(components, {
    width: '100%',
    borderCollapse: 'collapse',
    fontFamily: fontFamily.body,
    fontSize: text.standard.mobile.fontSize,
    lineHeight: text.standard.mobile.lineHeight,
    color: foreground.text,
    overflowWrap: 'break-word',
    '@media': { [belowTablet]: { display: 'block' } },
  }),
);

export const caption = style(
  inLayer(components, {
    captionSide: 'top',
    textAlign: 'start',
    paddingBlockEnd: vars.space.small,
    fontFamily: fontFamily.heading,
    fontWeight: fontWeight.bold,
    fontSize: heading['4'].mobile.fontSize,
    lineHeight: heading['4'].mobile.lineHeight,
    color: foreground.text,
    '@media': { [belowTablet]: { display: 'block' } },
  }),
);

/** On phones the header row leaves the screen but stays in the accessibility tree. */
export const head = style(
  inLayer(components, {
    '@media': {
      [belowTablet]: {
        display: 'block',
        position: 'absolute',
        // The standard visually-hidden box: a hairline, clipped away.
        width: vars.borderWidth.standard,
        height: vars.borderWidth.standard,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      },
    },
  }),
);

export const body = style(
  inLayer(components, {
    '@media': {
      [belowTablet]: { display: 'flex', flexDirection: 'column', gap: vars.space.small },
    },
  }),
);

export const row = style(
  inLayer(components, {
    borderBlockEnd: `${vars.borderWidth.standard} solid ${border.standard}`,
    '@media': {
      [belowTablet]: {
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space.small,
        padding: vars.space.medium,
        border: `${vars.borderWidth.standard} solid ${border.standard}`,
        borderRadius: vars.radius.medium,
        backgroundColor: background.surface,
      },
    },
  }),
);

const cellBase = {
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
} as const;

export const columnHeader = style(
  inLayer(components, {
    ...cellBase,
    verticalAlign: 'bottom',
    fontWeight: fontWeight.semibold,
    borderBlockEnd: `${vars.borderWidth.strong} solid ${border.field}`,
  }),
);

export const cell = style(
  inLayer(components, {
    ...cellBase,
    '@media': { [belowTablet]: { display: 'block', padding: 0 } },
  }),
);

export const rowHeader = style(
  inLayer(components, {
    fontWeight: fontWeight.semibold,
  }),
);

/** The column's name shown inside each cell on phones; hidden from assistive technology, which has the real header. */
export const cellLabel = style(
  inLayer(components, {
    display: 'none',
    '@media': {
      [belowTablet]: {
        display: 'block',
        marginBlockEnd: vars.space.xxsmall,
        color: foreground.textMuted,
        fontSize: text.small.mobile.fontSize,
        lineHeight: text.small.mobile.lineHeight,
        fontWeight: fontWeight.semibold,
      },
    },
  }),
);
