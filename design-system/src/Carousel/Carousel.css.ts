import { mediaQuery, vars } from '@akoma/tokens';
import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;

/** The slide shown first, so the prerendered page already shows it before Embla takes over. */
export const startIndex = createVar();

export const root = recipe({
  base: inLayer(components, {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    maxWidth: '100%',
  }),
  variants: {
    variant: {
      content: inLayer(components, { gap: vars.space.medium }),
      // Full-bleed: the section reserves its height from an aspect ratio before anything loads,
      // and grows past it (min-height: auto) when the overlaid content needs more room.
      background: inLayer(components, {
        position: 'relative',
        isolation: 'isolate',
        width: '100%',
        aspectRatio: '4 / 5',
        '@media': {
          [mediaQuery.tablet]: { aspectRatio: '4 / 3' },
          [mediaQuery.desktop]: { aspectRatio: '16 / 9' },
        },
      }),
    },
  },
  defaultVariants: { variant: 'content' },
});

/**
 * The controls come first in the DOM (the rotation control must be the first stop, WCAG 2.2.2 and
 * the APG pattern) but sit below the slides on screen.
 */
export const controls = recipe({
  base: inLayer(components, {
    order: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexWrap: 'wrap',
    gap: vars.space.xxsmall,
  }),
  variants: {
    variant: {
      content: {},
      // A solid pill on the art: every colour inside is a listed pair on `inverse`.
      background: inLayer(components, {
        position: 'relative',
        zIndex: vars.zIndex.raised,
        alignSelf: 'center',
        marginBottom: vars.space.medium,
        padding: vars.space.xxsmall,
        borderRadius: vars.radius.full,
        // Keeps the pill's edge in forced-colours mode, where its fill disappears.
        border: `${vars.borderWidth.standard} solid transparent`,
      }),
    },
  },
  defaultVariants: { variant: 'content' },
});

export const dots = style(inLayer(components, { display: 'flex', alignItems: 'center' }));

/**
 * Round icon buttons. Not the `Button` recipe: its variants are made for light surfaces, and these
 * controls also sit on the hero's dark pill.
 */
export const control = recipe({
  base: inLayer(components, {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.control.standard,
    height: vars.size.control.standard,
    padding: 0,
    borderRadius: vars.radius.full,
    // A transparent border shows as a real edge in forced-colours mode, where fills disappear.
    border: `${vars.borderWidth.strong} solid transparent`,
    backgroundColor: 'transparent',
    color: foreground.text,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
  }),
  variants: {
    variant: {
      content: inLayer(components, {
        backgroundColor: background.body,
        borderColor: border.field,
        selectors: { '&:hover': { backgroundColor: background.neutralSoft } },
      }),
      background: inLayer(components, {
        selectors: { '&:hover': { borderColor: 'currentColor' } },
      }),
    },
  },
  defaultVariants: { variant: 'content' },
});

/**
 * A dot is a full-size touch target drawing a small ring; the current one grows into a filled
 * pill, so it differs by shape and size as well as colour.
 */
export const dot = recipe({
  base: inLayer(components, {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: vars.size.control.small,
    height: vars.size.control.small,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    backgroundColor: 'transparent',
    color: foreground.text,
    cursor: 'pointer',
    '::before': {
      content: '""',
      display: 'block',
      width: vars.space.small,
      height: vars.space.small,
      borderRadius: vars.radius.full,
      borderStyle: 'solid',
      borderWidth: vars.borderWidth.strong,
      borderColor: 'currentColor',
      transitionProperty: 'width, background-color',
      transitionDuration: vars.motion.duration.standard,
      transitionTimingFunction: vars.motion.easing.standard,
    },
    selectors: {
      '&[aria-current="true"]::before': { width: vars.space.large, backgroundColor: 'currentColor' },
    },
    '@media': {
      [mediaQuery.forcedColors]: {
        selectors: {
          '&[aria-current="true"]::before': { forcedColorAdjust: 'none', backgroundColor: 'Highlight', borderColor: 'Highlight' },
        },
      },
    },
  }),
  variants: {
    variant: {
      // On the page: a ring in the form-field colour (3:1), the brand accent for the current slide.
      content: inLayer(components, {
        color: border.field,
        selectors: { '&[aria-current="true"]': { color: border.brandAccent } },
      }),
      background: {},
    },
  },
  defaultVariants: { variant: 'content' },
});

/** The constant content laid over the art (the hero's headline and calls to action). */
export const overlay = style(
  inLayer(components, {
    position: 'relative',
    zIndex: vars.zIndex.raised,
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    minWidth: 0,
  }),
);

export const viewport = recipe({
  // Positioned, so Embla measures the slides against the viewport even while the container
  // carries the start offset (a transform makes the container the slides' offsetParent).
  base: inLayer(components, { position: 'relative', overflow: 'hidden' }),
  variants: {
    variant: {
      content: {},
      background: inLayer(components, { position: 'absolute', inset: 0, zIndex: vars.zIndex.base }),
    },
  },
  defaultVariants: { variant: 'content' },
});

export const container = recipe({
  base: inLayer(components, {
    display: 'flex',
    // Embla's advice: the browser keeps vertical scrolling and zoom, Embla takes horizontal drags.
    touchAction: 'pan-y pinch-zoom',
    // Embla replaces this with its own inline transform once it starts.
    transform: `translate3d(calc(${startIndex} * -100%), 0, 0)`,
  }),
  variants: {
    variant: {
      content: {},
      background: inLayer(components, { height: '100%' }),
    },
  },
  defaultVariants: { variant: 'content' },
});

export const slide = recipe({
  base: inLayer(components, { flex: '0 0 100%', minWidth: 0 }),
  variants: {
    variant: {
      // The viewport clips overflow; this room keeps focus rings inside a slide visible.
      content: inLayer(components, { padding: `calc(${vars.focus.width} + ${vars.focus.offset})` }),
      background: inLayer(components, { height: '100%' }),
    },
  },
  defaultVariants: { variant: 'content' },
});

// An image or illustration given as a background slide covers the whole area; a <picture> (an
// image offered in several formats) is only a wrapper, so its image does.
globalStyle(
  `${slide.classNames.variants.variant.background} > :is(img, svg, video), ${slide.classNames.variants.variant.background} > picture > img`,
  inLayer(components, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' }),
);
globalStyle(`${slide.classNames.variants.variant.background} > picture`, inLayer(components, { display: 'contents' }));

/** Darkens the art so the overlaid text and controls read on any image. */
export const scrim = style(
  inLayer(components, {
    position: 'absolute',
    inset: 0,
    zIndex: vars.zIndex.base,
    backgroundColor: background.inverse,
    opacity: 0.6,
    pointerEvents: 'none',
  }),
);
