import { mediaQuery, vars } from '@akoma/tokens';
import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { focusRingInset } from '../styles/focusRing';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;

/** How far the toast has been dragged sideways, set on each render while swiping. */
export const swipeOffset = createVar();

/** The kind's colour as text on a light fill: hovered buttons invert to it. */
const kindInk = createVar();

/** Where the toast's entry movement starts: below it at the bottom of the screen, above it at the top. */
const enterFrom = createVar();

/**
 * The "Notifications" landmark, at one edge of the screen: the full width of a phone; from tablet
 * up only as wide as its toast, at the start, centre or end of that edge (`regionPosition`). It
 * stays in the page while empty (Alt+T can always reach it) and lets clicks through to the page beneath.
 */
export const region = style(
  inLayer(components, {
    position: 'fixed',
    insetInline: 0,
    zIndex: vars.zIndex.toast,
    display: 'flex',
    padding: vars.space.small,
    pointerEvents: 'none',
    selectors: {
      // The region touches the screen's edges, where an outside ring would be cut off (after Alt+T).
      '&:focus-visible': focusRingInset,
    },
    '@media': {
      // Fixed between both sides with a fitted width, the auto margins of `regionPosition` place it.
      [mediaQuery.tablet]: { width: 'fit-content', maxWidth: '100%', padding: vars.space.large },
    },
  }),
);

const edges = {
  top: { top: 0, vars: { [enterFrom]: `calc(-1 * ${vars.space.large})` } },
  bottom: { bottom: 0, vars: { [enterFrom]: vars.space.large } },
};
const sides = {
  start: { marginInlineEnd: 'auto' },
  center: { marginInline: 'auto' },
  end: { marginInlineStart: 'auto' },
};

/** Each position: the edge the region sits on, and from tablet up the side of that edge. */
export const regionPosition = styleVariants(
  {
    'top-start': [edges.top, sides.start],
    'top-center': [edges.top, sides.center],
    'top-end': [edges.top, sides.end],
    'bottom-start': [edges.bottom, sides.start],
    'bottom-center': [edges.bottom, sides.center],
    'bottom-end': [edges.bottom, sides.end],
  } as const,
  ([edge, side]) => inLayer(components, { ...edge, '@media': { [mediaQuery.tablet]: side } }),
);

// Movement only: fading in would leave the text briefly below its contrast ratio.
const enter = keyframes({
  from: { transform: `translateY(${enterFrom})` },
});

export const toast = style(
  inLayer(components, {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    columnGap: vars.space.small,
    alignItems: 'start',
    width: '100%',
    paddingBlock: vars.space.small,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    // Fills vanish in forced-colours mode; the transparent border then draws the toast's edge.
    border: `${vars.borderWidth.standard} solid transparent`,
    boxShadow: vars.shadow.large,
    // Vertical finger movement still scrolls the page; horizontal movement reaches the swipe.
    touchAction: 'pan-y',
    vars: { [swipeOffset]: '0' },
    translate: `${swipeOffset} 0`,
    transitionProperty: 'translate',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    // Token durations are 0ms under reduced motion, so the toast then simply appears.
    animationName: enter,
    animationDuration: vars.motion.duration.standard,
    animationTimingFunction: vars.motion.easing.enter,
    selectors: {
      // Follow the finger exactly while dragging; ease back only on release.
      '&[data-swiping="true"]': { transitionProperty: 'none' },
    },
    '@media': {
      [mediaQuery.tablet]: { width: vars.contentWidth.xsmall, maxWidth: '100%' },
    },
  }),
);

const kindColours = {
  success: { fill: background.positive, on: foreground.onPositive, ink: foreground.positive },
  error: { fill: background.critical, on: foreground.onCritical, ink: foreground.critical },
  info: { fill: background.info, on: foreground.onInfo, ink: foreground.info },
};

/**
 * Each kind is a solid fill with its "on" colour (pairs from the tokens' `contrastPairs`). Text,
 * ghost buttons and the focus ring inside read the re-pointed names, so they stay legible.
 */
export const kind = styleVariants(kindColours, ({ fill, on, ink }) =>
  inLayer(components, {
    backgroundColor: fill,
    color: on,
    vars: {
      [foreground.text]: on,
      [foreground.textMuted]: on,
      [border.focus]: on,
      [kindInk]: ink,
    },
  }),
);

/** Centres the icon on the title's first line. */
export const icon = style(
  inLayer(components, {
    display: 'flex',
    alignItems: 'center',
    height: vars.typography.text.standard.mobile.lineHeight,
    marginBlockStart: vars.space.xsmall,
    '@media': { [mediaQuery.desktop]: { height: vars.typography.text.standard.desktop.lineHeight } },
  }),
);

export const message = style(
  inLayer(components, {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xxsmall,
    paddingBlock: vars.space.xsmall,
    // Backend error messages are shown as given; a long unbroken one must not widen the toast.
    overflowWrap: 'anywhere',
  }),
);

const enabled = ':not(:disabled):not([aria-disabled="true"])';

/**
 * Buttons on the toast are ghost Buttons; the ghost hover fill is meant for light pages, so here a
 * hovered or pressed button inverts to the page colour with the kind's colour as text instead.
 */
export const button = style(
  inLayer(components, {
    selectors: {
      [`${toast} &:hover${enabled}, ${toast} &:active${enabled}`]: {
        backgroundColor: background.body,
        color: kindInk,
      },
    },
  }),
);

/** The action and cancel buttons, side by side under the message, wrapping on a narrow screen. */
export const actions = style(
  inLayer(components, {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xsmall,
    marginBlockStart: vars.space.xsmall,
  }),
);

/** The action and cancel buttons are outlined so they read as buttons, not as more text. */
export const actionButton = style(
  inLayer(components, {
    selectors: {
      [`${toast} &`]: { borderColor: 'currentColor' },
    },
  }),
);

export const closeButton = style(
  inLayer(components, {
    selectors: {
      [`${toast} &`]: { paddingInline: vars.space.xsmall },
    },
  }),
);
