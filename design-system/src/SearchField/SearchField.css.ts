import { style } from '@vanilla-extract/css';

import { control, controlWithLeadingIcon, controlWithTrailingButton } from '../private/parts/field/field.css';
import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

/** The shared field box without the browser's own clear cross: the field draws a labelled one that works everywhere. */
export const input = style([
  control,
  controlWithLeadingIcon,
  controlWithTrailingButton,
  inLayer(components, {
    appearance: 'none',
    selectors: {
      '&::-webkit-search-cancel-button': { appearance: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
    },
  }),
]);
