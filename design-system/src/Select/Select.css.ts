import { style } from '@vanilla-extract/css';

import { control, controlWithTrailingButton } from '../private/field/field.css';
import { components } from '../styles/layers.css';

/** The shared field box without the browser's own arrow (the field draws a chevron); the native picker stays. */
export const select = style([
  control,
  controlWithTrailingButton,
  {
    '@layer': {
      [components]: {
        appearance: 'none',
        cursor: 'pointer',
        textOverflow: 'ellipsis',
        selectors: {
          '&:disabled': { cursor: 'not-allowed' },
        },
      },
    },
  },
]);
