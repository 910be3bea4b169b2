import { mediaQuery, mediaQueryBelow, vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

// The full navigation needs a wide screen; below it the toggle shows it as a panel.
const belowWide = mediaQueryBelow.wide;

/** The room left between the header and whatever scrolls up to it (added to the header's height). */
export const scrollGap = vars.space.medium;

export const header = style(
  inLayer(components, {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.sticky,
    backgroundColor: vars.color.background.surface,
    borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  }),
);

export const bar = style(
  inLayer(components, {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    minHeight: vars.size.control.large,
    paddingBlock: vars.space.xsmall,
    '@media': {
      [belowWide]: { flexWrap: 'wrap' },
    },
  }),
);

export const logo = style(inLayer(components, { display: 'flex', alignItems: 'center', flexShrink: 0 }));

export const toggle = style(
  inLayer(components, {
    '@media': { [mediaQuery.wide]: { display: 'none' } },
  }),
);

/**
 * Navigation and actions. From the wide breakpoint (1280 px) they sit in the bar; below it they form a
 * panel under the bar that the toggle shows and hides.
 */
export const panel = style(
  inLayer(components, {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    flexGrow: 1,
    justifyContent: 'space-between',
    '@media': {
      [belowWide]: {
        flexBasis: '100%',
        flexDirection: 'column',
        alignItems: 'stretch',
        paddingBlock: vars.space.medium,
        borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
        // A long menu scrolls inside the panel instead of running off a short screen.
        maxHeight: `calc(100dvh - ${vars.size.control.large} - ${vars.space.medium})`,
        overflowY: 'auto',
        selectors: { '&[data-open="false"]': { display: 'none' } },
      },
    },
  }),
);

export const actions = style(
  inLayer(components, {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    flexShrink: 0,
    whiteSpace: 'nowrap',
    '@media': {
      [belowWide]: { flexDirection: 'column', alignItems: 'stretch' },
    },
  }),
);
