import { mediaQuery, vars } from '@akoma/tokens';
import { createVar, style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;

/** How much of the track is filled, as a percentage; set per slider from its value. */
export const fillPercent = createVar();

// Colours of the track and thumb, as variables so that states and forced-colours mode swap them
// in one place for both the WebKit and the Firefox pseudo-elements.
const fillColour = createVar();
const restColour = createVar();
const thumbFill = createVar();
const thumbEdge = createVar();
const fillDirection = createVar();

const trackHeight = vars.space.xsmall;
// At least 24 px, the smallest comfortable target (WCAG 2.5.8); the input itself is 44 px tall.
const thumbSize = vars.size.icon.large;

const track = {
  height: trackHeight,
  borderRadius: vars.radius.full,
};

const thumb = {
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: thumbFill,
  border: `${vars.borderWidth.strong} solid ${thumbEdge}`,
  boxShadow: vars.shadow.small,
  boxSizing: 'border-box',
} as const;

export const slider = style(
  inLayer(components, {
    vars: {
      [fillColour]: background.brandAccent,
      // The unfilled track is a boundary people need to see: the 3:1 field edge colour.
      [restColour]: border.field,
      [thumbFill]: background.body,
      [thumbEdge]: border.brandAccent,
      [fillDirection]: 'to right',
    },
    appearance: 'none',
    display: 'block',
    width: '100%',
    minHeight: vars.size.control.standard,
    margin: 0,
    padding: 0,
    backgroundColor: 'transparent',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    selectors: {
      '&:dir(rtl)': { vars: { [fillDirection]: 'to left' } },
      '&::-webkit-slider-runnable-track': {
        ...track,
        background: `linear-gradient(${fillDirection}, ${fillColour} ${fillPercent}, ${restColour} ${fillPercent})`,
      },
      '&::-webkit-slider-thumb': {
        ...thumb,
        appearance: 'none',
        // Centres the thumb on the track.
        marginTop: `calc((${trackHeight} - ${thumbSize}) / 2)`,
      },
      '&::-moz-range-track': { ...track, backgroundColor: restColour },
      '&::-moz-range-progress': { ...track, backgroundColor: fillColour },
      '&::-moz-range-thumb': thumb,
      '&[aria-invalid="true"]': { vars: { [thumbEdge]: border.critical, [fillColour]: background.critical } },
      '&:disabled': {
        cursor: 'not-allowed',
        vars: { [fillColour]: border.field, [restColour]: border.standard, [thumbEdge]: border.field },
      },
    },
    '@media': {
      // Fills disappear in forced-colours mode; draw the slider in system colours instead.
      [mediaQuery.forcedColors]: {
        forcedColorAdjust: 'none',
        vars: {
          [fillColour]: 'Highlight',
          [restColour]: 'CanvasText',
          [thumbFill]: 'ButtonFace',
          [thumbEdge]: 'ButtonText',
        },
        selectors: {
          '&:disabled': { vars: { [fillColour]: 'GrayText', [restColour]: 'GrayText', [thumbEdge]: 'GrayText' } },
        },
      },
    },
  }),
);

/** The current value beside the label, such as "20%". */
export const currentValue = style(
  inLayer(components, {
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '[data-disabled] &': { color: foreground.textMuted },
    },
  }),
);

/** The two ends of the range, under the track (clear of its focus ring). */
export const scale = style(
  inLayer(components, {
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.small,
    fontVariantNumeric: 'tabular-nums',
  }),
);
