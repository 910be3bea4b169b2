import { mediaQuery, vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;
const enabledHoverOrActive = '&:hover:not(:disabled):not([aria-disabled="true"]), &:active:not(:disabled):not([aria-disabled="true"])';

/**
 * The page behind, dimmed. It fades with the motion tokens, which are 0 ms under reduced motion
 * (the theme's `prefers-reduced-motion` and `data-motion="reduce"` rules), so it then simply appears.
 * Forced-colours mode drops the fill; the dialog's own edge still sets it apart.
 */
export const backdrop = style(
  inLayer(components, {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    backgroundColor: background.inverse,
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: vars.motion.duration.standard,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: { '&[data-enter]': { opacity: 0.6 } },
  }),
);

/**
 * Centred over the backdrop, never wider than a short text's measure nor taller than the screen
 * (it scrolls inside instead). It rises a little into place; it never fades, so its text is never
 * shown below its contrast ratio. Under reduced motion the durations are 0 ms and it simply appears.
 */
export const dialog = style(
  inLayer(components, {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    margin: 'auto',
    width: `min(${vars.contentWidth.small}, calc(100% - 2 * ${vars.space.medium}))`,
    height: 'fit-content',
    maxHeight: `calc(100% - 2 * ${vars.space.medium})`,
    overflowY: 'auto',
    padding: vars.space.large,
    // A transparent border is the dialog's edge in forced-colours mode, where fills and shadows disappear.
    border: `${vars.borderWidth.standard} solid transparent`,
    borderRadius: vars.radius.large,
    backgroundColor: background.surface,
    color: foreground.text,
    boxShadow: vars.shadow.large,
    transform: `translateY(${vars.space.medium})`,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.standard,
    transitionTimingFunction: vars.motion.easing.enter,
    selectors: { '&[data-enter]': { transform: 'none' } },
    '@media': {
      [mediaQuery.tablet]: { padding: vars.space.xlarge },
    },
  }),
);

/** Title, description, the app's content and the buttons, one under another. */
export const form = style(
  inLayer(components, {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
  }),
);

/** Cancel, then the confirming action at the end; they wrap onto two lines on a narrow screen. */
export const actions = style(
  inLayer(components, {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.small,
    marginBlockStart: vars.space.xsmall,
  }),
);

/**
 * The confirming Button of a critical dialog: the primary button with the accent's names pointed at
 * the critical colours, so every state of Button (busy, disabled, focus, forced colours) comes with it.
 * The contract has no darker critical for hover, so a hovered or pressed button turns to the soft
 * critical fill with critical text and edge, as a secondary Button turns to its soft fill.
 */
export const confirmCritical = style(
  inLayer(components, {
    vars: {
      [background.brandAccent]: background.critical,
      [background.brandAccentHover]: background.criticalSoft,
      [background.brandAccentActive]: background.criticalSoft,
      [foreground.onBrandAccent]: foreground.onCritical,
    },
    selectors: {
      [enabledHoverOrActive]: {
        vars: { [foreground.onBrandAccent]: foreground.critical },
        borderColor: border.critical,
      },
    },
  }),
);
