import { mediaQuery, vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { focusRing } from '../styles/focusRing';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;

export const group = style(inLayer(components, { border: 0, padding: 0, minWidth: 0 }));

export const legend = style(
  inLayer(components, {
    padding: 0,
    marginBottom: vars.space.medium,
    fontWeight: vars.typography.fontWeight.semibold,
    fontSize: vars.typography.text.large.mobile.fontSize,
    lineHeight: vars.typography.text.large.mobile.lineHeight,
  }),
);

export const cards = style(
  inLayer(components, {
    display: 'grid',
    gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
    gap: vars.space.medium,
    '@media': {
      [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  }),
);

const checked = '&:has(input:checked)';

export const card = style(
  inLayer(components, {
    position: 'relative',
    display: 'flex',
    gap: vars.space.small,
    alignItems: 'flex-start',
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    // Two px in every state, so choosing a card never shifts the layout.
    border: `${vars.borderWidth.strong} solid ${border.standard}`,
    backgroundColor: background.surface,
    color: foreground.text,
    cursor: 'pointer',
    transitionProperty: 'border-color, background-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:hover': { borderColor: border.field, boxShadow: vars.shadow.small },
      [checked]: { borderColor: border.brandAccent, backgroundColor: background.brandAccentSoft },
      '&:has(input:focus-visible)': focusRing,
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { [checked]: { borderColor: 'Highlight', outline: `${vars.borderWidth.strong} solid Highlight` } },
      },
    },
  }),
);

export const icon = style(inLayer(components, { color: foreground.brandAccent, flexShrink: 0 }));

export const body = style(
  inLayer(components, { display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, flexGrow: 1, minWidth: 0 }),
);

export const title = style(inLayer(components, { fontWeight: vars.typography.fontWeight.semibold }));

export const description = style(
  inLayer(components, {
    color: foreground.textMuted,
    fontSize: vars.typography.text.small.mobile.fontSize,
    lineHeight: vars.typography.text.small.mobile.lineHeight,
    selectors: { [`${card}:has(input:checked) &`]: { color: foreground.brandAccentOnSoft } },
  }),
);

/** The tick on the chosen card: the choice is shown by shape as well as colour. */
export const check = style(
  inLayer(components, {
    flexShrink: 0,
    color: foreground.brandAccentOnSoft,
    visibility: 'hidden',
    selectors: { [`${card}:has(input:checked) &`]: { visibility: 'visible' } },
  }),
);
