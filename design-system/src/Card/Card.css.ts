import { vars } from '@akoma/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { focusRing } from '../styles/focusRing';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;
const innerRadius = `calc(${vars.radius.large} - ${vars.borderWidth.standard})`;

/**
 * The stretched link: its ::after covers the whole card, so a click anywhere follows the one link,
 * while assistive technology meets a single link named by the heading.
 * https://inclusive-components.design/cards/
 */
export const stretchedLink = style(
  inLayer(components, {
    // The whole card is the target, but an inline link's own box is only as tall as its font
    // (23 px for a small heading), which axe's target-size check (WCAG 2.5.8) reads as too small.
    // Vertical padding on an inline box changes no line's height, so nothing moves.
    paddingBlock: vars.space.xxsmall,
    selectors: {
      // Takes the heading's weight; the attribute outranks Link's own weight class.
      '&[href]': { fontWeight: 'inherit' },
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        borderRadius: innerRadius,
      },
    },
  }),
);

export const root = style(
  inLayer(components, {
    // The containing block of the stretched link's overlay.
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    color: foreground.text,
    border: `${vars.borderWidth.standard} solid ${border.standard}`,
    borderRadius: vars.radius.large,
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      // The card follows its link: hover anywhere raises it, keyboard focus rings all of it.
      [`&:has(${stretchedLink}:hover)`]: {
        boxShadow: vars.shadow.medium,
        borderColor: border.brandAccent,
      },
      [`&:has(${stretchedLink}:focus-visible)`]: focusRing,
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { [`&:has(${stretchedLink}:hover)`]: { borderColor: 'Highlight' } },
      },
    },
  }),
);

// Other controls in a linked card (a Download button) sit above the overlay so they stay usable.
// `:where` keeps this at zero specificity: any component's own positioning wins.
globalStyle(
  `:where(${root} :is(a, button, input, select, textarea, summary, [tabindex]):not(${stretchedLink}))`,
  inLayer(components, { position: 'relative', zIndex: 1 }),
);

/**
 * Surface looks. The accent fill re-points the text colours at the one that reads on it
 * (`brandAccentOnSoft`), and the muted one keeps link hovers on a listed pair, so everything inside
 * stays on a pair from `contrastPairs` without any prop.
 */
export const tone = styleVariants({
  default: inLayer(components, { backgroundColor: background.surface }),
  muted: inLayer(components, {
    backgroundColor: background.surfaceMuted,
    vars: { [foreground.linkHover]: foreground.link },
  }),
  accent: inLayer(components, {
    backgroundColor: background.brandAccentSoft,
    color: foreground.brandAccentOnSoft,
    vars: {
      [foreground.text]: foreground.brandAccentOnSoft,
      [foreground.textMuted]: foreground.brandAccentOnSoft,
      [foreground.brandAccent]: foreground.brandAccentOnSoft,
      [foreground.link]: foreground.brandAccentOnSoft,
      [foreground.linkHover]: foreground.brandAccentOnSoft,
    },
  }),
});

export const shadow = styleVariants({ none: 'none', ...vars.shadow }, (value) => inLayer(components, { boxShadow: value }));

/** The media slot runs edge to edge at the top, rounded to sit inside the card's border. */
export const media = style(
  inLayer(components, {
    overflow: 'hidden',
    borderStartStartRadius: innerRadius,
    borderStartEndRadius: innerRadius,
  }),
);

globalStyle(
  `${media} > :is(img, picture, video, svg)`,
  inLayer(components, { display: 'block', width: '100%', height: 'auto', objectFit: 'cover' }),
);

export const body = style(
  inLayer(components, {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minWidth: 0,
  }),
);
