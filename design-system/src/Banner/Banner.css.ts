import { mediaQuery, vars } from '@akoma/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;

/**
 * A full-width band in the page flow. On a phone the actions drop to a second row under the
 * message; from tablet up everything sits on one row.
 */
export const banner = style(
  inLayer(components, {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    columnGap: vars.space.small,
    rowGap: vars.space.xsmall,
    alignItems: 'start',
    width: '100%',
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    // Fills vanish in forced-colours mode; the transparent border then draws the band's edge.
    border: `${vars.borderWidth.standard} solid transparent`,
    '@media': {
      [mediaQuery.tablet]: {
        gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
        alignItems: 'center',
      },
    },
  }),
);

const softTones = {
  info: { fill: background.infoSoft, ink: foreground.info },
  caution: { fill: background.cautionSoft, ink: foreground.caution },
  critical: { fill: background.criticalSoft, ink: foreground.critical },
};

/**
 * Soft fills with their tone's text colour (pairs from the tokens' `contrastPairs`). Inside, the
 * names Text, Link, ghost Buttons and the focus ring read are re-pointed so every pair stays one
 * the tokens vouch for: text and rings in the tone's colour, and a ghost hover on the page colour.
 * The neutral tone is an alternate page band and needs no re-pointing.
 */
export const tone = {
  ...styleVariants(softTones, ({ fill, ink }) =>
    inLayer(components, {
      backgroundColor: fill,
      color: ink,
      vars: {
        [foreground.text]: ink,
        [foreground.textMuted]: ink,
        [foreground.link]: ink,
        [foreground.linkHover]: ink,
        [border.focus]: ink,
        [background.neutralSoft]: background.body,
      },
    }),
  ),
  neutral: style(inLayer(components, { backgroundColor: background.surfaceMuted, color: foreground.text })),
};

/** Centres the icon on the title's first line. */
export const icon = style(
  inLayer(components, {
    gridColumn: 1,
    gridRow: 1,
    display: 'flex',
    alignItems: 'center',
    height: vars.typography.text.standard.mobile.lineHeight,
    '@media': { [mediaQuery.desktop]: { height: vars.typography.text.standard.desktop.lineHeight } },
  }),
);

export const message = style(
  inLayer(components, {
    gridColumn: 2,
    gridRow: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    overflowWrap: 'break-word',
  }),
);

export const actions = style(
  inLayer(components, {
    gridColumn: '2 / -1',
    gridRow: 2,
    '@media': { [mediaQuery.tablet]: { gridColumn: 3, gridRow: 1 } },
  }),
);

export const dismiss = style(
  inLayer(components, {
    gridColumn: 3,
    gridRow: 1,
    // Square, and pulled up so the band is no taller for having it.
    marginBlock: `calc(-1 * ${vars.space.xxsmall})`,
    selectors: { [`${banner} &`]: { paddingInline: vars.space.xsmall } },
    '@media': { [mediaQuery.tablet]: { gridColumn: 4 } },
  }),
);
