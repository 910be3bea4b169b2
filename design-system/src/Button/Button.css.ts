/**
 * Button's look, shared with its siblings: ButtonLink and Menu's trigger import these from here so
 * a link or trigger styled as a button matches it exactly.
 */
import { vars } from '@akoma/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;
const disabled = '&:disabled, &[aria-disabled="true"]';
const enabledHover = '&:hover:not(:disabled):not([aria-disabled="true"])';
const enabledActive = '&:active:not(:disabled):not([aria-disabled="true"])';

/** The look of Button and ButtonLink: one recipe, so a link styled as a button matches exactly. */
export const button = recipe({
  base: inLayer(components, {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    // A transparent border shows as a real edge in forced-colours mode, where fills disappear.
    border: `${vars.borderWidth.strong} solid transparent`,
    borderRadius: vars.radius.medium,
    fontFamily: vars.typography.fontFamily.body,
    fontWeight: vars.typography.fontWeight.semibold,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, color, border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [disabled]: { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { [disabled]: { color: 'GrayText', borderColor: 'GrayText', opacity: 1 } },
      },
    },
  }),
  variants: {
    variant: {
      primary: inLayer(components, {
        backgroundColor: background.brandAccent,
        color: foreground.onBrandAccent,
        selectors: {
          [enabledHover]: { backgroundColor: background.brandAccentHover },
          [enabledActive]: { backgroundColor: background.brandAccentActive },
        },
      }),
      secondary: inLayer(components, {
        // Transparent, so the button sits on any band: on a dark one its text takes the inverse
        // accent through the background context.
        backgroundColor: 'transparent',
        color: foreground.brandAccent,
        borderColor: border.brandAccent,
        selectors: {
          [enabledHover]: { backgroundColor: background.brandAccentSoft, color: foreground.brandAccentOnSoft },
          [enabledActive]: { backgroundColor: background.brandAccentSoftHover, color: foreground.brandAccentOnSoft },
        },
      }),
      ghost: inLayer(components, {
        backgroundColor: 'transparent',
        color: foreground.text,
        selectors: {
          [enabledHover]: { backgroundColor: background.neutralSoft },
          [enabledActive]: { backgroundColor: background.neutralSoft, borderColor: border.standard },
        },
      }),
    },
    size: {
      small: inLayer(components, {
        minHeight: vars.size.control.small,
        paddingInline: vars.space.small,
        fontSize: vars.typography.text.small.mobile.fontSize,
        lineHeight: vars.typography.text.small.mobile.lineHeight,
      }),
      standard: inLayer(components, {
        minHeight: vars.size.control.standard,
        paddingInline: vars.space.large,
        fontSize: vars.typography.text.standard.mobile.fontSize,
        lineHeight: vars.typography.text.standard.mobile.lineHeight,
      }),
      large: inLayer(components, {
        minHeight: vars.size.control.large,
        paddingInline: vars.space.xlarge,
        fontSize: vars.typography.text.large.mobile.fontSize,
        lineHeight: vars.typography.text.large.mobile.lineHeight,
      }),
    },
    fullWidth: {
      true: inLayer(components, { width: '100%' }),
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'standard', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label on one line box while the busy indicator sits beside it. */
export const label = style(inLayer(components, { paddingBlock: vars.space.xxsmall }));
