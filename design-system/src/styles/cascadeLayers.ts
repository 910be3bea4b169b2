import { base, components, reset, utilities } from './layers.css';

/**
 * The cascade layer order as one CSS statement. A browser fixes layer order by first appearance,
 * and a bundler that splits CSS per route may load a stylesheet using `components` before the one
 * that declares the order; put this in a `<style>` at the top of `<head>`, before any stylesheet,
 * so the order is always reset < base < components < utilities.
 */
export const cascadeLayers = `@layer ${reset}, ${base}, ${components}, ${utilities};`;
