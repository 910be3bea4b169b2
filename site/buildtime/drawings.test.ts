import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { optimiseDrawing } from './drawings.ts';

/**
 * The build's drawing optimiser (./drawings.ts), judged by what a visitor sees: every drawing is
 * rendered (by librsvg, through sharp) before and after, and the two pictures must match, with no
 * more difference than anti-aliasing along edges that were drawn as two shapes and are now one.
 */

const imagesDirectory = fileURLToPath(new URL('../public/images/', import.meta.url));
const drawings = readdirSync(imagesDirectory, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.svg'));

const elementCount = (svg: string) => (svg.match(/<[a-zA-Z]/g) ?? []).length;
const pathCount = (svg: string) => (svg.match(/<path/g) ?? []).length;

/** How many pixels differ between the two renders by more than `threshold` in any channel, and the largest difference. */
async function difference(before: string, after: string, threshold = 8) {
  const render = (svg: string) => sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [a, b] = await Promise.all([render(before), render(after)]);
  expect(b.info.width).toBe(a.info.width);
  expect(b.info.height).toBe(a.info.height);
  let differing = 0;
  let largest = 0;
  for (let pixel = 0; pixel < a.data.length; pixel += 4) {
    let pixelLargest = 0;
    for (let channel = 0; channel < 4; channel++)
      pixelLargest = Math.max(pixelLargest, Math.abs((a.data[pixel + channel] ?? 0) - (b.data[pixel + channel] ?? 0)));
    if (pixelLargest > threshold) differing++;
    largest = Math.max(largest, pixelLargest);
  }
  return { share: differing / (a.info.width * a.info.height), largest };
}

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" width="40" height="20">${body}</svg>`;

describe('optimiseDrawing', () => {
  it.each(drawings)('paints %s as it was drawn', async (file) => {
    const original = readFileSync(join(imagesDirectory, file), 'utf8');
    const optimised = optimiseDrawing(original);
    const { share, largest } = await difference(original, optimised);
    expect(share).toBeLessThan(0.001);
    expect(largest).toBeLessThan(64);
  });

  it("gives the hero's first drawing under a tenth of its elements and under half its bytes", () => {
    const original = readFileSync(join(imagesDirectory, 'home', 'hero-capability.svg'), 'utf8');
    const optimised = optimiseDrawing(original);
    expect(elementCount(optimised)).toBeLessThan(elementCount(original) / 10);
    expect(optimised.length).toBeLessThan(original.length / 2);
  });

  it('joins shapes of one paint with nothing overlapping between them into one path', async () => {
    const original = svg(
      '<rect x="0" y="0" width="10" height="10" fill="#b91c1c"/><rect x="20" y="0" width="10" height="10" fill="#1d4ed8"/><rect x="12" y="12" width="5" height="5" fill="#b91c1c"/>',
    );
    const optimised = optimiseDrawing(original);
    expect(pathCount(optimised)).toBe(2);
    expect((await difference(original, optimised, 0)).share).toBe(0);
  });

  it('keeps a shape above one of another paint it overlaps', async () => {
    // The second red square lies over the blue one: joined with the first red, it would go under.
    const original = svg(
      '<rect x="0" y="0" width="10" height="10" fill="#b91c1c"/><rect x="14" y="0" width="10" height="10" fill="#1d4ed8"/><rect x="18" y="4" width="10" height="10" fill="#b91c1c"/>',
    );
    const optimised = optimiseDrawing(original);
    expect(pathCount(optimised)).toBe(3);
    expect((await difference(original, optimised)).share).toBe(0);
  });

  it('keeps see-through shapes of one paint apart where they overlap', async () => {
    // Two half-opaque squares darken where they cross; one path would paint the crossing once.
    const original = svg(
      '<rect x="0" y="0" width="10" height="10" fill="#b91c1c" opacity="0.5"/><rect x="5" y="5" width="10" height="10" fill="#b91c1c" opacity="0.5"/>',
    );
    const optimised = optimiseDrawing(original);
    expect(pathCount(optimised)).toBe(2);
    expect((await difference(original, optimised)).share).toBe(0);
  });

  it("counts a stroke's width in what a shape overlaps", async () => {
    // The outlines' geometry misses the blue square, their thick strokes do not.
    const original = svg(
      '<path d="M2 2H8V8H2Z" fill="none" stroke="#b91c1c" stroke-width="4"/><rect x="10" y="2" width="6" height="6" fill="#1d4ed8"/><path d="M18 2H24V8H18Z" fill="none" stroke="#b91c1c" stroke-width="4"/>',
    );
    const optimised = optimiseDrawing(original);
    expect(pathCount(optimised)).toBe(3);
    expect((await difference(original, optimised)).share).toBe(0);
  });

  it('leaves shapes painted by a gradient or a stylesheet unjoined', () => {
    const gradient = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient></defs><rect x="0" y="0" width="10" height="10" fill="url(#g)"/><rect x="20" y="0" width="10" height="10" fill="url(#g)"/>',
    );
    expect(pathCount(optimiseDrawing(gradient))).toBe(2);
    const styled = svg(
      '<style>.a{fill:#b91c1c}</style><rect class="a" x="0" y="0" width="10" height="10"/><rect class="a" x="20" y="0" width="10" height="10"/>',
    );
    expect(pathCount(optimiseDrawing(styled))).toBe(2);
  });
});
