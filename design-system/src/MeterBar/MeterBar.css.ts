import { vars } from '@akoma/tokens';
import { createVar, style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;
const { text, fontWeight } = vars.typography;

/** How much of the track is filled, as a percentage, set per instance. */
export const fillPercent = createVar();

export const root = style(
  inLayer(components, {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    minWidth: 0,
    fontFamily: vars.typography.fontFamily.body,
  }),
);

export const header = style(
  inLayer(components, {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: vars.space.small,
    fontSize: text.small.mobile.fontSize,
    lineHeight: text.small.mobile.lineHeight,
    color: foreground.text,
  }),
);

export const label = style(inLayer(components, { fontWeight: fontWeight.medium, minWidth: 0, overflowWrap: 'break-word' }));

export const value = style(inLayer(components, { fontWeight: fontWeight.bold, fontVariantNumeric: 'tabular-nums' }));

export const description = style(
  inLayer(components, {
    color: foreground.textMuted,
    fontSize: text.xsmall.mobile.fontSize,
    lineHeight: text.xsmall.mobile.lineHeight,
  }),
);

export const track = style(
  inLayer(components, {
    height: vars.space.small,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: background.neutralSoft,
    // The field edge (3:1 on the page) shows where the scale ends, whatever the fill's colour.
    border: `${vars.borderWidth.standard} solid ${border.field}`,
    '@media': {
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  }),
);

export const fill = style(
  inLayer(components, {
    height: '100%',
    width: fillPercent,
    borderRadius: 'inherit',
    transitionProperty: 'width',
    transitionDuration: vars.motion.duration.standard,
    transitionTimingFunction: vars.motion.easing.standard,
    '@media': {
      // Fills are dropped in forced-colours mode; keep this one, in a system colour.
      '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
    },
  }),
);

export const fillTone = styleVariants(
  {
    brandAccent: background.brandAccent,
    positive: background.positive,
    caution: background.caution,
    critical: background.critical,
  },
  (colour) => inLayer(components, { backgroundColor: colour }),
);
