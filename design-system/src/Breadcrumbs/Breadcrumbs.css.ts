import { vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { foreground } = vars.color;
const { small } = vars.typography.text;

export const list = style(
  inLayer(components, {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.xxsmall,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: small.mobile.fontSize,
    lineHeight: small.mobile.lineHeight,
    color: foreground.textMuted,
  }),
);

export const item = style(
  inLayer(components, {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minWidth: 0,
    // A long page title wraps rather than pushing a 320 px phone sideways.
    overflowWrap: 'anywhere',
  }),
);

export const separator = style(
  inLayer(components, {
    flexShrink: 0,
    color: foreground.textMuted,
    selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
  }),
);

/** Block padding makes each link a 28 px high target (WCAG 2.5.8 asks for 24). */
export const link = style(inLayer(components, { display: 'inline-block', paddingBlock: vars.space.xxsmall }));

/** The current page: plain text in the strong colour and weight, so it never relies on colour alone. */
export const current = style(
  inLayer(components, {
    display: 'inline-block',
    paddingBlock: vars.space.xxsmall,
    color: foreground.text,
    fontWeight: vars.typography.fontWeight.semibold,
  }),
);
