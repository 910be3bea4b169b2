import { vars } from '@akoma/tokens';
import { createVar, style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

export const swatchBackground = createVar();
export const swatchForeground = createVar();
export const swatchBorder = createVar();
export const barSize = createVar();
export const sampleShadow = createVar();
export const sampleRadius = createVar();

export const swatch = style(
  inLayer(components, {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: vars.size.control.large,
    minWidth: '6rem',
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.medium,
    border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
    backgroundColor: swatchBackground,
    color: swatchForeground,
    fontWeight: vars.typography.fontWeight.semibold,
  }),
);

export const borderSample = style(
  inLayer(components, {
    width: vars.size.icon.xlarge,
    height: vars.size.icon.xlarge,
    borderRadius: vars.radius.small,
    border: `${vars.focus.width} solid ${swatchBorder}`,
  }),
);

export const spaceBar = style(
  inLayer(components, {
    height: vars.space.medium,
    width: barSize,
    minWidth: '1px',
    backgroundColor: vars.color.background.brandAccent,
    borderRadius: vars.radius.small,
  }),
);

export const surfaceSample = style(
  inLayer(components, {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '6rem',
    backgroundColor: vars.color.background.surface,
    border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
    boxShadow: sampleShadow,
    borderRadius: sampleRadius,
  }),
);

export const table = style(
  inLayer(components, {
    width: '100%',
    textAlign: 'left',
  }),
);

export const cell = style(
  inLayer(components, {
    paddingBlock: vars.space.xsmall,
    paddingInlineEnd: vars.space.medium,
    borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
    verticalAlign: 'middle',
  }),
);
