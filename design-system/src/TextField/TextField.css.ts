import { style } from '@vanilla-extract/css';

import { control } from '../private/parts/field/field.css';
import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

/** The shared field box; figures line up in number and phone fields, so a long amount is easy to check. */
export const input = style([
  control,
  inLayer(components, {
    selectors: {
      '&[type="number"], &[type="tel"]': { fontVariantNumeric: 'tabular-nums' },
    },
  }),
]);
