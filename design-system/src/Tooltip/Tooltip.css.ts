import { mediaQuery, vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground } = vars.color;
const { small } = vars.typography.text;

/**
 * A small dark label. It fades in with the motion tokens, which are 0 ms under reduced motion, so
 * it then simply appears; it never moves, so nothing slides under the pointer.
 */
export const tooltip = style(
  inLayer(components, {
    zIndex: vars.zIndex.overlay,
    maxWidth: `min(${vars.contentWidth.xsmall}, calc(100vw - ${vars.space.large}))`,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.small,
    // Fills vanish in forced-colours mode; the transparent border then draws the tooltip's edge.
    border: `${vars.borderWidth.standard} solid transparent`,
    backgroundColor: background.inverse,
    color: foreground.textInverse,
    boxShadow: vars.shadow.medium,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: small.mobile.fontSize,
    lineHeight: small.mobile.lineHeight,
    fontWeight: vars.typography.fontWeight.medium,
    overflowWrap: 'anywhere',
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.enter,
    selectors: {
      '&[data-enter]': { opacity: 1 },
    },
    '@media': {
      [mediaQuery.desktop]: { fontSize: small.desktop.fontSize, lineHeight: small.desktop.lineHeight },
    },
  }),
);
