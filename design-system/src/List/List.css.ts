import { vars } from '@akoma/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';

export const list = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      paddingInlineStart: vars.space.large,
    },
  },
});

export const space = styleVariants(vars.space, (gap) => ({ '@layer': { [components]: { gap } } }));

export const marker = styleVariants({ bullet: 'disc', number: 'decimal' } as const, (listStyleType) => ({
  '@layer': { [components]: { listStyleType } },
}));

/** Bullets and numbers in the accent colour. */
export const item = style({
  '@layer': {
    [components]: {
      selectors: { '&::marker': { color: vars.color.foreground.brandAccent, fontWeight: vars.typography.fontWeight.bold } },
    },
  },
});

/** Ticks instead of bullets, for lists of benefits and results. */
export const check = style({
  '@layer': { [components]: { listStyleType: 'none', paddingInlineStart: 0 } },
});

export const checkItem = style({
  '@layer': { [components]: { display: 'flex', gap: vars.space.xsmall, alignItems: 'flex-start' } },
});

export const checkIcon = style({
  '@layer': { [components]: { color: vars.color.foreground.positive, flexShrink: 0, marginTop: '0.2em' } },
});
