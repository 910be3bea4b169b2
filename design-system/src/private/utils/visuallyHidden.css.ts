import { style } from '@vanilla-extract/css';

import { components } from '../../styles/layers.css';
import { inLayer } from '../../styles/inLayer';

/**
 * Hidden from sight, still read by screen readers and still focusable (the standard clip pattern).
 * Used by VisuallyHidden and by choice controls that draw their own visuals over a native input.
 */
export const visuallyHidden = style(
  inLayer(components, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);
