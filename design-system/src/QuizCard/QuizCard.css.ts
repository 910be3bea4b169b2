import { vars } from '@akoma/tokens';
import { createVar, style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, border } = vars.color;

/** How far the progress bar is filled, such as `33%`; set per card from its index and total. */
export const progressWidth = createVar();

export const card = style(
  inLayer(components, {
    backgroundColor: background.body,
    border: `${vars.borderWidth.standard} solid ${border.standard}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
    // The padding also leaves room for the heading's focus ring when focus moves to it.
    padding: vars.space.large,
  }),
);

/**
 * The track sits on the page colour so the fill beside it is a listed pair (`brandAccent` on
 * `body`); its hairline edge is decorative, the visible "Question N of M" carries the meaning.
 */
export const progressTrack = style(
  inLayer(components, {
    height: vars.space.xsmall,
    backgroundColor: background.body,
    border: `${vars.borderWidth.standard} solid ${border.standard}`,
    borderRadius: vars.radius.full,
    overflow: 'hidden',
  }),
);

export const progressFill = style(
  inLayer(components, {
    width: progressWidth,
    height: '100%',
    backgroundColor: background.brandAccent,
    borderRadius: vars.radius.full,
    transitionProperty: 'width',
    transitionDuration: vars.motion.duration.slow,
    transitionTimingFunction: vars.motion.easing.standard,
    '@media': {
      // Fills disappear in forced colours; keep this one, in the system highlight colour.
      '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'Highlight' },
    },
  }),
);

/** Options read as a list of answers, so their text lines up on the left like the question. */
export const option = style(
  inLayer(components, {
    justifyContent: 'flex-start',
    textAlign: 'left',
    paddingBlock: vars.space.small,
  }),
);
