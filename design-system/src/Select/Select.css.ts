import { style } from '@vanilla-extract/css';

import { control, controlWithTrailingButton } from '../private/parts/field/field.css';
import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

/** The shared field box without the browser's own arrow (the field draws a chevron); the native picker stays. */
export const select = style([
  control,
  controlWithTrailingButton,
  inLayer(components, {
    appearance: 'none',
    cursor: 'pointer',
    textOverflow: 'ellipsis',
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
    },
  }),
]);
