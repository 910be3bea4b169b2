import type { StyleRule } from '@vanilla-extract/css';

/** What a style may hold inside one cascade layer: everything but another `@layer`. */
type LayerContent = Omit<StyleRule, '@layer'>;

/**
 * Puts a style in one cascade layer: `inLayer(components, { display: 'flex' })` is
 * `{ '@layer': { [components]: { display: 'flex' } } }`, the same CSS, one nesting level less.
 * Every style in the design system sits in a layer (mostly `components`), so a consumer's own
 * unlayered CSS always overrides the library. Works for `style`, `recipe`, `styleVariants` and
 * `globalStyle` rules alike.
 */
export function inLayer<Rule extends LayerContent>(layer: string, rule: Rule): { '@layer': Record<string, Rule> } {
  return { '@layer': { [layer]: rule } };
}
