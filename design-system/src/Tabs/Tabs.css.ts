import { vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { focusRingInset } from '../styles/focusRing';
import { inLayer } from '../styles/inLayer';

const { foreground, border, background } = vars.color;

export const tabList = style(
  inLayer(components, {
    display: 'flex',
    gap: vars.space.xxsmall,
    borderBottom: `${vars.borderWidth.standard} solid ${border.standard}`,
    // On a narrow phone the tabs scroll sideways inside the list; the page itself never does.
    overflowX: 'auto',
    scrollbarWidth: 'thin',
    // Room for the focus ring, which overflow would otherwise clip.
    padding: vars.focus.width,
    paddingBottom: 0,
  }),
);

export const tab = style(
  inLayer(components, {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    flexShrink: 0,
    minHeight: vars.size.control.standard,
    paddingInline: vars.space.medium,
    fontWeight: vars.typography.fontWeight.semibold,
    fontSize: vars.typography.text.standard.mobile.fontSize,
    color: foreground.textMuted,
    borderTopLeftRadius: vars.radius.small,
    borderTopRightRadius: vars.radius.small,
    // The selection bar: a real border, so forced-colours mode keeps it.
    borderBottom: `${vars.focus.width} solid transparent`,
    marginBottom: `calc(-1 * ${vars.borderWidth.standard})`,
    transitionProperty: 'color, border-color, background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:hover': { color: foreground.text, backgroundColor: background.neutralSoft },
      '&[aria-selected="true"]': { color: foreground.brandAccent, borderBottomColor: border.brandAccent },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      // The list scrolls sideways, so it clips anything drawn outside it: the focus ring goes
      // inside the tab instead of around it (WCAG 2.4.7), where the list cannot cut it off.
      '&:focus-visible, &[data-focus-visible]': focusRingInset,
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&[aria-selected="true"]': { borderBottomColor: 'Highlight' } },
      },
    },
  }),
);

export const tabPanel = style(
  inLayer(components, {
    paddingBlock: vars.space.large,
    borderRadius: vars.radius.small,
  }),
);
