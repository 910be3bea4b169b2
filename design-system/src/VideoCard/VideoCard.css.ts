import { dataSaverAttribute, vars } from '@akoma/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;

export const card = style(
  inLayer(components, {
    // The containing block of the action link's click area (see `stretchedLink`).
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    padding: vars.space.medium,
    backgroundColor: background.body,
    border: `${vars.borderWidth.standard} solid ${border.standard}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
  }),
);

/**
 * A fixed 16:9 frame, so the card keeps its size before, during and after the poster loads (no
 * layout shift); without a poster the soft accent fill stands in for one.
 */
export const poster = style(
  inLayer(components, {
    position: 'relative',
    aspectRatio: '16 / 9',
    overflow: 'hidden',
    borderRadius: vars.radius.medium,
    // Invisible here; in forced colours, where the fill is dropped, it keeps the frame's edge.
    border: `${vars.borderWidth.standard} solid transparent`,
    backgroundColor: background.brandAccentSoft,
    backgroundImage: `linear-gradient(135deg, ${background.brandAccentSoft}, ${background.brandAccentSoftHover})`,
    color: foreground.brandAccentOnSoft,
  }),
);

/** The round play mark on the poster: decorative, since the action link below names the video. */
export const playBadge = style(
  inLayer(components, {
    position: 'absolute',
    insetBlockStart: '50%',
    insetInlineStart: '50%',
    translate: '-50% -50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.control.large,
    height: vars.size.control.large,
    borderRadius: vars.radius.full,
    backgroundColor: background.brandAccent,
    color: foreground.onBrandAccent,
    // A ring in the page colour keeps the mark distinct on any poster; in forced colours it is the only edge left.
    border: `${vars.borderWidth.strong} solid ${background.body}`,
    boxShadow: vars.shadow.medium,
    transitionProperty: 'scale, background-color',
    transitionDuration: vars.motion.duration.standard,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${card}:hover &`]: { scale: '1.08', backgroundColor: background.brandAccentHover },
    },
    '@media': {
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  }),
);

// Whatever the poster is (an <img>, <picture> or <svg> passed in), it fills the frame.
globalStyle(
  `${poster} > :not(${playBadge})`,
  inLayer(components, {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  }),
);

// Under the data saver the card renders no poster; until a prerendered card has hydrated, its
// poster is hidden, and a lazy image that is not displayed is never fetched.
globalStyle(`:root[${dataSaverAttribute}] ${poster} > :not(${playBadge})`, inLayer(components, { display: 'none' }));

globalStyle(`${poster} > picture > img`, inLayer(components, { width: '100%', height: '100%', objectFit: 'cover' }));

/** Lucide's play triangle sits left of its box's centre; this nudges it to look centred in the circle. */
export const playIcon = style(inLayer(components, { marginInlineStart: vars.space.xxsmall }));

export const duration = style(
  inLayer(components, {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    fontVariantNumeric: 'tabular-nums',
  }),
);

/**
 * The one link of the card also takes pointer presses anywhere on the card (poster included)
 * through a pseudo-element, so there is a single tab stop and a single announcement per video.
 */
export const stretchedLink = style(
  inLayer(components, {
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        inset: 0,
        zIndex: vars.zIndex.raised,
        borderRadius: vars.radius.large,
      },
    },
  }),
);
