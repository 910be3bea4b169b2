import { layer } from '@vanilla-extract/css';

/**
 * The cascade layers, declared once and in order: later layers win. Every style in the design
 * system sits in one of these, so a consumer's own unlayered CSS always overrides the library.
 */
export const reset = layer('reset');
export const base = layer('base');
export const components = layer('components');
export const utilities = layer('utilities');
