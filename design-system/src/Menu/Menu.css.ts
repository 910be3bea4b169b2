import { vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;

export const chevron = style(
  inLayer(components, {
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  }),
);

export const menu = style(
  inLayer(components, {
    zIndex: vars.zIndex.dropdown,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    minWidth: vars.size.popover,
    maxWidth: `calc(100vw - ${vars.space.large})`,
    padding: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    border: `${vars.borderWidth.standard} solid ${border.standard}`,
    backgroundColor: background.surface,
    boxShadow: vars.shadow.large,
    color: foreground.text,
    outline: 'none',
    opacity: 0,
    transform: `translateY(calc(-1 * ${vars.space.xxsmall}))`,
    transitionProperty: 'opacity, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.enter,
    selectors: {
      '&[data-enter]': { opacity: 1, transform: 'none' },
    },
  }),
);

export const item = style(
  inLayer(components, {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.control.standard,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    color: foreground.text,
    textDecoration: 'none',
    fontWeight: vars.typography.fontWeight.medium,
    cursor: 'pointer',
    selectors: {
      '&[data-active-item]': { backgroundColor: background.neutralSoft },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&[data-active-item]': { outline: `${vars.borderWidth.strong} solid Highlight` } },
      },
    },
  }),
);

export const itemIcon = style(inLayer(components, { color: foreground.brandAccent, flexShrink: 0 }));
