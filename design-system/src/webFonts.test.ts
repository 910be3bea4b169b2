// @vitest-environment jsdom
import { dataSaverAttribute, webFontsAttribute } from '@akoma/tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { smallestImageCandidate } from './Image/smallestImageCandidate';
import { sampleSrcSets } from './Image/srcSetSamples';
import { webFontsAfterFirstPaint } from './webFonts';

type Connection = { saveData?: boolean; effectiveType?: string } | undefined;

const fontsLoad = vi.fn(() => Promise.resolve([]));

/** Runs the head script as the browser would, on a connection of the given kind. */
function runScript(connection: Connection) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is inlined in <head> as a string
  const script = new Function(webFontsAfterFirstPaint) as () => void;
  script();
}

/** Lets the script's mutation observer see what was added (its callback runs as a microtask). */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

/** As the parser adds a lazy image, in a `<picture>` when given sources. */
function addImage({ srcSet, sources = [], loading = 'lazy' }: { srcSet?: string; sources?: string[]; loading?: string }) {
  const image = document.createElement('img');
  image.setAttribute('loading', loading);
  if (srcSet !== undefined) image.setAttribute('srcset', srcSet);
  if (sources.length === 0) {
    document.body.append(image);
    return { image, sources: [] };
  }
  const picture = document.createElement('picture');
  document.body.append(picture);
  const sourceElements = sources.map((set) => {
    const source = document.createElement('source');
    source.setAttribute('srcset', set);
    picture.append(source);
    return source;
  });
  picture.append(image);
  return { image, sources: sourceElements };
}

beforeEach(() => {
  Object.defineProperty(document, 'fonts', { value: { load: fontsLoad }, configurable: true });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
});

afterEach(() => {
  // Ends the observer of a data-saver run, as the end of parsing does.
  document.dispatchEvent(new Event('DOMContentLoaded'));
  document.documentElement.removeAttribute(dataSaverAttribute);
  document.documentElement.removeAttribute(webFontsAttribute);
  document.body.replaceChildren();
  localStorage.clear();
  fontsLoad.mockClear();
  vi.unstubAllGlobals();
});

describe('webFontsAfterFirstPaint', () => {
  it('fetches the web fonts once the page has painted on an ordinary connection', async () => {
    runScript({ saveData: false, effectiveType: '4g' });
    expect(document.documentElement.hasAttribute(dataSaverAttribute)).toBe(false);
    await vi.waitFor(() => expect(fontsLoad).toHaveBeenCalled());
  });

  it.each([
    ['the visitor asks to save data', { saveData: true, effectiveType: '4g' }],
    ['the connection is 2g', { saveData: false, effectiveType: '2g' }],
    ['the connection is slow-2g', { effectiveType: 'slow-2g' }],
  ])('marks the data saver and fetches no web font when %s', async (_, connection) => {
    runScript(connection);
    expect(document.documentElement.hasAttribute(dataSaverAttribute)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fontsLoad).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(webFontsAttribute)).toBe(false);
  });

  it('keeps the web fonts out under the data saver even when they were downloaded before', () => {
    localStorage.setItem('akoma:web-fonts', '1');
    runScript({ saveData: true });
    expect(document.documentElement.hasAttribute(webFontsAttribute)).toBe(false);
  });

  it('is no data saver on 3g, or where the browser does not tell the connection', () => {
    runScript({ effectiveType: '3g' });
    expect(document.documentElement.hasAttribute(dataSaverAttribute)).toBe(false);
    runScript(undefined);
    expect(document.documentElement.hasAttribute(dataSaverAttribute)).toBe(false);
  });
});

describe('webFontsAfterFirstPaint under the data saver', () => {
  it.each(Object.entries(sampleSrcSets))('narrows a lazy image as smallestImageCandidate does (%s)', async (_, srcSet) => {
    runScript({ saveData: true });
    const { image } = addImage({ srcSet });
    await observed();
    expect(image.getAttribute('srcset')).toBe(smallestImageCandidate(srcSet));
  });

  it("narrows a lazy image's picture sources, with or without a srcset of its own", async () => {
    runScript({ saveData: true });
    const { image, sources } = addImage({ sources: [sampleSrcSets.byWidth, sampleSrcSets.byWidthUnordered] });
    await observed();
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual(['/hero-640.avif 640w', '/logo-160.webp 160w']);
  });

  it('narrows lazy images inside a part added whole', async () => {
    runScript({ saveData: true });
    const part = document.createElement('section');
    part.innerHTML = `<picture><source srcset="${sampleSrcSets.byWidth}"><img loading="lazy" srcset="${sampleSrcSets.byDensity}"></picture>`;
    document.body.append(part);
    await observed();
    expect(part.querySelector('source')?.getAttribute('srcset')).toBe('/hero-640.avif 640w');
    expect(part.querySelector('img')?.getAttribute('srcset')).toBe('/mark.png 1x');
  });

  it('leaves an eager image as it is: its fetch has begun', async () => {
    runScript({ saveData: true });
    const { image, sources } = addImage({ srcSet: sampleSrcSets.byWidth, sources: [sampleSrcSets.byWidth], loading: 'eager' });
    await observed();
    expect(image.getAttribute('srcset')).toBe(sampleSrcSets.byWidth);
    expect(sources[0]?.getAttribute('srcset')).toBe(sampleSrcSets.byWidth);
  });

  it('stops watching once the page is parsed', async () => {
    runScript({ saveData: true });
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const { image } = addImage({ srcSet: sampleSrcSets.byWidth });
    await observed();
    expect(image.getAttribute('srcset')).toBe(sampleSrcSets.byWidth);
  });

  it('narrows nothing without the data saver', async () => {
    runScript({ effectiveType: '4g' });
    const { image } = addImage({ srcSet: sampleSrcSets.byWidth });
    await observed();
    expect(image.getAttribute('srcset')).toBe(sampleSrcSets.byWidth);
  });
});
