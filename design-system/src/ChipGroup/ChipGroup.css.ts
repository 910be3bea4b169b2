import { vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { focusRing } from '../styles/focusRing';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;

export const group = style(inLayer(components, { border: 0, padding: 0, minWidth: 0 }));

export const legend = style(
  inLayer(components, {
    padding: 0,
    marginBottom: vars.space.small,
    fontWeight: vars.typography.fontWeight.semibold,
  }),
);

export const chips = style(inLayer(components, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall }));

const selected = '&[aria-pressed="true"], &:has(input:checked)';

export const chip = style(
  inLayer(components, {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minHeight: vars.size.control.small,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.standard} solid ${border.field}`,
    backgroundColor: background.body,
    color: foreground.text,
    fontSize: vars.typography.text.small.mobile.fontSize,
    lineHeight: vars.typography.text.small.mobile.lineHeight,
    fontWeight: vars.typography.fontWeight.medium,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:hover': { backgroundColor: background.neutralSoft },
      [selected]: {
        backgroundColor: background.brandAccentSoft,
        borderColor: border.brandAccent,
        color: foreground.brandAccentOnSoft,
      },
      // The radio inside is visually hidden: its keyboard focus shows on the chip.
      '&:has(input:focus-visible)': focusRing,
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { [selected]: { borderColor: 'Highlight', outline: `${vars.borderWidth.strong} solid Highlight` } },
      },
    },
  }),
);

/** The tick that marks a selected chip, so selection never relies on colour. */
export const check = style(
  inLayer(components, {
    display: 'none',
    selectors: {
      [`${chip}[aria-pressed="true"] &, ${chip}:has(input:checked) &`]: { display: 'inline-block' },
    },
  }),
);

export const count = style(
  inLayer(components, {
    paddingInline: vars.space.xxsmall,
    borderRadius: vars.radius.full,
    backgroundColor: background.neutralSoft,
    color: foreground.text,
    fontWeight: vars.typography.fontWeight.semibold,
  }),
);
