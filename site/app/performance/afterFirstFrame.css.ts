import { style } from '@vanilla-extract/css';

/**
 * Where the rest of a page will be, for the frame or two before it is rendered: a screen's height,
 * so the footer is not drawn up under the page's first band and then pushed away.
 */
export const pending = style({ minBlockSize: '100vh' });
