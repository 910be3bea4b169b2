import { mediaQuery, vars } from '@akoma/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

export const root = style(
  inLayer(components, {
    marginInline: 'auto',
    width: '100%',
    paddingInline: vars.space.medium,
    '@media': {
      [mediaQuery.tablet]: { paddingInline: vars.space.large },
      [mediaQuery.desktop]: { paddingInline: vars.space.xlarge },
    },
  }),
);

export const width = styleVariants(vars.contentWidth, (maxWidth) => inLayer(components, { maxWidth }));
