import { vars } from '@akoma/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

export const list = style(
  inLayer(components, {
    display: 'flex',
    flexDirection: 'column',
    paddingInlineStart: vars.space.large,
  }),
);

export const space = styleVariants(vars.space, (gap) => inLayer(components, { gap }));

export const marker = styleVariants({ bullet: 'disc', number: 'decimal' } as const, (listStyleType) =>
  inLayer(components, { listStyleType }),
);

/** Bullets and numbers in the accent colour. */
export const item = style(
  inLayer(components, {
    selectors: { '&::marker': { color: vars.color.foreground.brandAccent, fontWeight: vars.typography.fontWeight.bold } },
  }),
);

/** Ticks instead of bullets, for lists of benefits and results. */
export const check = style(inLayer(components, { listStyleType: 'none', paddingInlineStart: 0 }));

export const checkItem = style(inLayer(components, { display: 'flex', gap: vars.space.xsmall, alignItems: 'flex-start' }));

export const checkIcon = style(inLayer(components, { color: vars.color.foreground.positive, flexShrink: 0, marginTop: '0.2em' }));
