import { vars } from '@akoma/tokens';

/**
 * The one focus indicator: an outline (which forced-colours mode keeps, unlike a box-shadow) in
 * the theme's focus colour, offset from the element so it reads on any fill. The base layer draws
 * it on every `:focus-visible` element; a component spreads it where focus shows on something
 * other than the focused element (a card ringed while its link has focus).
 */
export const focusRing = {
  outlineStyle: 'solid',
  outlineWidth: vars.focus.width,
  outlineColor: vars.color.border.focus,
  outlineOffset: vars.focus.offset,
} as const;

/**
 * Draws the focus ring inside the element's edge, for elements whose surroundings would clip an
 * outside ring (a scrolling tab list, a region at the screen's edge).
 */
export const focusRingInset = {
  outlineOffset: `calc(-1 * ${vars.focus.width})`,
} as const;
