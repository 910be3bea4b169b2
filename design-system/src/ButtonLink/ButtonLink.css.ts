import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

export const externalIcon = style(inLayer(components, { flexShrink: 0 }));
