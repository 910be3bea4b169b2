import { mediaQuery, mediaQueryBelow } from '@akoma/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

export const columns = style(inLayer(components, { display: 'flex', flexDirection: 'row' }));

export const collapseBelowTablet = style(
  inLayer(components, { flexDirection: 'column', '@media': { [mediaQuery.tablet]: { flexDirection: 'row' } } }),
);

export const collapseBelowDesktop = style(
  inLayer(components, { flexDirection: 'column', '@media': { [mediaQuery.desktop]: { flexDirection: 'row' } } }),
);

// Fractions use flex-shrink against their basis: when the gap is taken out, every column shrinks
// in proportion to its basis, so a 1/3 + 2/3 pair keeps its ratio exactly.
export const width = styleVariants(
  {
    fluid: '1 1 0',
    content: '0 0 auto',
    '1/2': '0 1 50%',
    '1/3': '0 1 33.3333%',
    '2/3': '0 1 66.6667%',
    '1/4': '0 1 25%',
    '3/4': '0 1 75%',
    '1/5': '0 1 20%',
    '2/5': '0 1 40%',
    '3/5': '0 1 60%',
  },
  (flex) => inLayer(components, { flex, minWidth: 0 }),
);

// Below its parent's collapse breakpoint, a column is a full-width row sized by its content.
export const column = style(
  inLayer(components, {
    selectors: {
      [`${collapseBelowTablet} > &`]: { '@media': { [mediaQueryBelow.tablet]: { flex: '0 0 auto' } } },
      [`${collapseBelowDesktop} > &`]: { '@media': { [mediaQueryBelow.desktop]: { flex: '0 0 auto' } } },
    },
  }),
);
