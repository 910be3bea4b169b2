import { vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { control } from '../private/parts/field/field.css';
import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

/** The shared field box, resizable only downwards: sideways resizing would break the form's column. */
export const textArea = style([
  control,
  inLayer(components, {
    resize: 'vertical',
    minHeight: `calc(${vars.size.control.standard} * 2)`,
    overflowWrap: 'break-word',
  }),
]);
