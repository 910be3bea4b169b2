import { style } from '@vanilla-extract/css';

import { control, controlWithTrailingButton } from '../private/parts/field/field.css';
import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

/**
 * The shared field box with room for the toggle. Edge draws its own reveal button in password
 * fields; two eyes side by side would confuse, so it goes.
 */
export const input = style([
  control,
  controlWithTrailingButton,
  inLayer(components, {
    selectors: {
      '&::-ms-reveal': { display: 'none' },
      '&::-ms-clear': { display: 'none' },
    },
  }),
]);
