import { mediaQuery, vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../../../styles/layers.css';
import { inLayer } from '../../../styles/inLayer';

const { background, foreground, border } = vars.color;
const { text } = vars.typography;

/** Label, hint, error and control, stacked; the whole field takes its container's width. */
export const field = style(
  inLayer(components, {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    width: '100%',
    minWidth: 0,
  }),
);

/** The label and anything that belongs beside it (a slider's current value). */
export const labelRow = style(
  inLayer(components, {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: vars.space.small,
  }),
);

export const label = style(
  inLayer(components, {
    color: foreground.text,
    fontWeight: vars.typography.fontWeight.semibold,
    cursor: 'default',
    selectors: {
      [`${field}[data-disabled] &`]: { color: foreground.textMuted },
    },
  }),
);

/** The visible required mark. Screen readers hear the control's native required state instead. */
export const requiredMarker = style(
  inLayer(components, {
    color: foreground.critical,
    marginInlineStart: vars.space.xxsmall,
  }),
);

/** The error line: an icon and words, so an error is never told by colour alone. */
export const errorMessage = style(
  inLayer(components, {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xxsmall,
  }),
);

/** Centres the icon on the first line of the message, however many lines it wraps to. */
export const errorIcon = style(
  inLayer(components, {
    marginBlockStart: `calc((${text.small.mobile.lineHeight} - ${vars.size.icon.small}) / 2)`,
  }),
);

/** Holds a control and the icons or buttons drawn inside its edge. */
export const frame = style(inLayer(components, { position: 'relative', width: '100%' }));

const invalid = '&[aria-invalid="true"]';

/** The box every text-like control shares: input, textarea, select. */
export const control = style(
  inLayer(components, {
    display: 'block',
    width: '100%',
    minWidth: 0,
    minHeight: vars.size.control.standard,
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    // 16 px at every breakpoint: smaller text makes iOS zoom the page when the field is focused.
    fontSize: text.standard.mobile.fontSize,
    lineHeight: text.standard.mobile.lineHeight,
    fontFamily: vars.typography.fontFamily.body,
    color: foreground.text,
    backgroundColor: background.body,
    // Field edges need 3:1 against the page (WCAG 1.4.11); `field` is the token made for it.
    border: `${vars.borderWidth.standard} solid ${border.field}`,
    borderRadius: vars.radius.medium,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&::placeholder': { color: foreground.textMuted, opacity: 1 },
      // A second, inner edge thickens the border without shifting the layout.
      [invalid]: {
        borderColor: border.critical,
        boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${border.critical}`,
      },
      '&:disabled': {
        cursor: 'not-allowed',
        color: foreground.textMuted,
        backgroundColor: background.neutralSoft,
        borderColor: border.standard,
        boxShadow: 'none',
      },
      '&:disabled::placeholder': { color: foreground.textMuted },
    },
    '@media': {
      [mediaQuery.forcedColors]: {
        selectors: {
          '&:disabled': { color: 'GrayText', borderColor: 'GrayText' },
        },
      },
    },
  }),
);

/** Room at the end of a control for a button drawn inside its edge. */
export const controlWithTrailingButton = style(inLayer(components, { paddingInlineEnd: vars.size.control.standard }));

/** Room at the start of a control for an icon drawn inside its edge. */
export const controlWithLeadingIcon = style(
  inLayer(components, { paddingInlineStart: `calc(${vars.space.small} + ${vars.size.icon.standard} + ${vars.space.xsmall})` }),
);

/** An icon inside the control's edge; clicks go through it to the control. */
const adornment = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: foreground.textMuted,
} as const;

export const leadingIcon = style(inLayer(components, { ...adornment, insetInlineStart: vars.space.small }));

export const trailingIcon = style(inLayer(components, { ...adornment, insetInlineEnd: vars.space.small, color: foreground.text }));

/** A button inside the control's edge (show password, clear search), as tall as the control. */
export const inlineButton = style(
  inLayer(components, {
    position: 'absolute',
    insetBlock: vars.borderWidth.standard,
    insetInlineEnd: vars.borderWidth.standard,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.control.standard,
    color: foreground.text,
    backgroundColor: 'transparent',
    // A transparent border becomes a real edge in forced-colours mode, where fills disappear.
    border: `${vars.borderWidth.standard} solid transparent`,
    borderRadius: vars.radius.medium,
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: background.neutralSoft },
      '&:disabled': { cursor: 'not-allowed', color: foreground.textMuted },
    },
    '@media': {
      [mediaQuery.forcedColors]: {
        selectors: { '&:disabled': { color: 'GrayText' } },
      },
    },
  }),
);
