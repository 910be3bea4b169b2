import type { SectionTone } from '@akoma/design-system';

/**
 * The tone of each band of a page, in order: plain and muted in turn, so two neighbours never
 * merge into one; a highlighted band takes the accent, and the band after it is plain again.
 * `before` is the tone of whatever sits above the first band (a muted hero, a plain introduction).
 */
export function alternatingTones(highlighted: readonly boolean[], before: SectionTone): SectionTone[] {
  const tones: SectionTone[] = [];
  let previous = before;
  for (const isHighlighted of highlighted) {
    const tone: SectionTone = isHighlighted ? 'accent' : previous === 'default' ? 'muted' : 'default';
    tones.push(tone);
    previous = tone === 'accent' ? 'muted' : tone;
  }
  return tones;
}
