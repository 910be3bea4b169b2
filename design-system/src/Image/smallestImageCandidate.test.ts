import { describe, expect, it } from 'vitest';

import { smallestImageCandidate } from './smallestImageCandidate';
import { sampleSrcSets } from './srcSetSamples';

describe('smallestImageCandidate', () => {
  it('keeps the lowest width of a set by width', () => {
    expect(smallestImageCandidate(sampleSrcSets.byWidth)).toBe('/hero-640.avif 640w');
    expect(smallestImageCandidate(sampleSrcSets.byWidthUnordered)).toBe('/logo-160.webp 160w');
    expect(smallestImageCandidate(sampleSrcSets.withNewlines)).toBe('/a-112.avif 112w');
  });

  it('keeps the lowest density of a set by density, a candidate without a descriptor being 1x', () => {
    expect(smallestImageCandidate(sampleSrcSets.byDensity)).toBe('/mark.png 1x');
    expect(smallestImageCandidate(sampleSrcSets.withoutDescriptor)).toBe('/mark.png');
  });

  it('reads commas inside an address as part of it', () => {
    expect(smallestImageCandidate(sampleSrcSets.withCommaInAddress)).toBe('/crop,w_480/photo.jpg 480w');
    expect(smallestImageCandidate(sampleSrcSets.withDataAddress)).toBe('data:image/webp;base64,BBBB 160w');
  });

  it('gives a set of one candidate back as it is, so narrowing twice changes nothing', () => {
    expect(smallestImageCandidate(sampleSrcSets.single)).toBe(sampleSrcSets.single);
    const once = smallestImageCandidate(sampleSrcSets.byWidth);
    expect(smallestImageCandidate(once)).toBe(once);
  });

  it('keeps the first of two equal candidates', () => {
    expect(smallestImageCandidate(sampleSrcSets.tied)).toBe('/first.webp 160w');
  });

  it('gives a set without candidates back unchanged', () => {
    expect(smallestImageCandidate(sampleSrcSets.empty)).toBe('');
    expect(smallestImageCandidate(sampleSrcSets.onlyCommas)).toBe(' , ,');
  });
});
