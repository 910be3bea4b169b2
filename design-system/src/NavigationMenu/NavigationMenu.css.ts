import { mediaQuery, mediaQueryBelow, vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;
const belowWide = mediaQueryBelow.wide;

/** Below the wide breakpoint the menu is a vertical list whose groups expand in place. */
export const list = style(
  inLayer(components, {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    '@media': {
      [mediaQuery.wide]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xxsmall },
    },
  }),
);

export const item = style(inLayer(components, { position: 'relative' }));

const current = '&[aria-current="page"], &[data-current="true"]';

export const topLevel = style(
  inLayer(components, {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xxsmall,
    width: '100%',
    minHeight: vars.size.control.standard,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    color: foreground.text,
    fontWeight: vars.typography.fontWeight.semibold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    // The current page's underline: a border, so forced-colours mode keeps it.
    borderBottom: `${vars.borderWidth.strong} solid transparent`,
    selectors: {
      '&:hover': { backgroundColor: background.neutralSoft },
      [current]: { color: foreground.brandAccent, borderBottomColor: border.brandAccent },
    },
    '@media': {
      [mediaQuery.wide]: { width: 'auto' },
      // Forced colours would paint the transparent border in the link colour under every item;
      // Canvas hides it again, so only the current page's Highlight underline shows.
      '(forced-colors: active)': { borderBottomColor: 'Canvas', selectors: { [current]: { borderBottomColor: 'Highlight' } } },
    },
  }),
);

export const chevron = style(
  inLayer(components, {
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  }),
);

export const panel = style(
  inLayer(components, {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    paddingInlineStart: vars.space.medium,
    paddingBlock: vars.space.xxsmall,
    selectors: { '&[hidden]': { display: 'none' } },
    '@media': {
      [mediaQuery.wide]: {
        position: 'absolute',
        top: '100%',
        insetInlineStart: 0,
        zIndex: vars.zIndex.dropdown,
        minWidth: vars.size.popover,
        marginTop: vars.space.xxsmall,
        padding: vars.space.xsmall,
        borderRadius: vars.radius.medium,
        border: `${vars.borderWidth.standard} solid ${border.standard}`,
        backgroundColor: background.surface,
        boxShadow: vars.shadow.large,
      },
    },
  }),
);

export const panelLink = style(
  inLayer(components, {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    minHeight: vars.size.control.standard,
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.small,
    color: foreground.text,
    textDecoration: 'none',
    fontWeight: vars.typography.fontWeight.medium,
    selectors: {
      '&:hover': { backgroundColor: background.neutralSoft },
      '&[aria-current="page"]': { color: foreground.brandAccent, textDecoration: 'underline' },
    },
    '@media': {
      [belowWide]: { whiteSpace: 'normal' },
    },
  }),
);

export const panelDescription = style(
  inLayer(components, {
    color: foreground.textMuted,
    fontWeight: vars.typography.fontWeight.regular,
    fontSize: vars.typography.text.small.mobile.fontSize,
    lineHeight: vars.typography.text.small.mobile.lineHeight,
  }),
);
