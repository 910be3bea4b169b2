import { vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

export const root = style(inLayer(components, { fontFamily: vars.typography.fontFamily.body }));

/** Long words (e-mail addresses, URLs) wrap instead of pushing a narrow phone sideways. */
export const breakWord = style(inLayer(components, { overflowWrap: 'anywhere' }));
