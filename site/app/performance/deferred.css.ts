import { style } from '@vanilla-extract/css';

/**
 * The element that holds a deferred part: it groups the part's elements for React without being a
 * box of its own, so the part lays out exactly as if its sections stood in the page directly.
 */
export const part = style({ display: 'contents' });
