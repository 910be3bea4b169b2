import { vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

export const button = style(
  inLayer(components, {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    width: '100%',
    minHeight: vars.size.control.standard,
    paddingBlock: vars.space.xsmall,
    textAlign: 'left',
    fontWeight: vars.typography.fontWeight.semibold,
    color: vars.color.foreground.text,
    borderRadius: vars.radius.small,
  }),
);

export const chevron = style(
  inLayer(components, {
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.standard,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${button}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
    },
  }),
);

export const content = style(
  inLayer(components, {
    paddingBlock: vars.space.small,
  }),
);
