/**
 * Renders the brand's icons and social image from vector sources, with Chromium, into site/public/:
 * favicon.svg and favicon.ico, app icons (plain and maskable, for the web app manifest), the Apple
 * touch icon, and the 1200x630 social sharing image. Run after a brand change:
 *
 *   npx tsx site/scripts/render-brand-assets.ts
 *
 * The outputs are committed, so builds and tests never need a browser for them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright';

import { chromiumLaunchOptions } from '../../tests/chromium.ts';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const repository = join(site, '..');
const publicDirectory = join(site, 'public');

// The brand colours, read from the tokens' design-token export so the artwork follows the theme.
const tokens = JSON.parse(readFileSync(join(repository, 'tokens', 'dtcg', 'akoma.tokens.json'), 'utf8')) as {
  color: { background: Record<string, { $value: { hex: string } }>; foreground: Record<string, { $value: { hex: string } }> };
};
const brandRed = tokens.color.background.brandAccent?.$value.hex ?? '';
const ink = tokens.color.foreground.text?.$value.hex ?? '';
const muted = tokens.color.foreground.textMuted?.$value.hex ?? '';
const paper = tokens.color.background.surfaceMuted?.$value.hex ?? '';
if (!brandRed || !ink) throw new Error('render-brand-assets: brand colours missing from tokens/dtcg/akoma.tokens.json');

// The Akoma heart (the Akan adinkra "akoma": patience and endurance), drawn on a 24-unit grid.
const heartPath =
  'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5';

const heart = (fill: string, scale: number, size: number) => {
  const offset = (size - 24 * scale) / 2;
  return `<path transform="translate(${String(offset)} ${String(offset + scale * 0.6)}) scale(${String(scale)})" d="${heartPath}" fill="${fill}"/>`;
};

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${heart(brandRed, 1.3, 32)}</svg>\n`;
const appIcon = (size: number, maskable: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${String(size)}" height="${String(size)}" viewBox="0 0 ${String(size)} ${String(size)}">` +
  `<rect width="${String(size)}" height="${String(size)}" rx="${maskable ? '0' : String(size * 0.22)}" fill="${brandRed}"/>` +
  // Maskable icons keep the mark inside the central 80% safe zone.
  heart('#ffffff', (size * (maskable ? 0.5 : 0.62)) / 24, size) +
  '</svg>';

// Inlined: a page set from a string may not load fonts from file: addresses.
const fontUrl = `data:font/woff2;base64,${readFileSync(
  join(repository, 'node_modules', '@fontsource-variable', 'plus-jakarta-sans', 'files', 'plus-jakarta-sans-latin-wght-normal.woff2'),
).toString('base64')}`;
const socialImage = `<!doctype html><html><head><style>
@font-face { font-family: 'Jakarta'; src: url('${fontUrl}') format('woff2-variations'); font-weight: 200 800; }
html, body { margin: 0; width: 1200px; height: 630px; }
body { display: flex; align-items: center; gap: 64px; padding: 0 96px; box-sizing: border-box; background: ${paper}; font-family: 'Jakarta', sans-serif; color: ${ink}; }
.mark { width: 240px; height: 240px; flex: none; }
h1 { font-size: 112px; line-height: 1; margin: 0 0 24px; font-weight: 800; letter-spacing: -0.02em; }
p { font-size: 40px; line-height: 1.25; margin: 0; font-weight: 600; }
.pillars { margin-top: 28px; font-size: 30px; color: ${muted}; font-weight: 500; }
.bar { position: absolute; left: 0; right: 0; bottom: 0; height: 24px; background: ${brandRed}; }
</style></head><body>
<svg class="mark" viewBox="0 0 24 24"><path d="${heartPath}" fill="${brandRed}"/></svg>
<div><h1>Akoma</h1><p>Africa's Most Trusted Workplace Transformation Partner</p><p class="pillars">Capability · Wellbeing · Performance</p></div>
<div class="bar"></div>
</body></html>`;

/** An .ico holding one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  const render = async (html: string, width: number, height: number, transparent = false) => {
    await page.setViewportSize({ width, height });
    await page.setContent(html.startsWith('<svg') ? `<!doctype html><html><body style="margin:0">${html}</body></html>` : html);
    await page.evaluate(() => document.fonts.ready);
    return page.screenshot({ omitBackground: transparent, clip: { x: 0, y: 0, width, height } });
  };
  const write = (name: string, data: Buffer | string) => {
    const path = join(publicDirectory, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
    console.log(`brand assets: wrote public/${name}`);
  };

  write('favicon.svg', favicon);
  write('favicon.ico', icoFromPng(await render(favicon.replace('viewBox', 'width="32" height="32" viewBox'), 32, 32, true), 32));
  for (const size of [192, 512]) {
    write(`icons/icon-${String(size)}.png`, await render(appIcon(size, false), size, size, true));
    write(`icons/maskable-${String(size)}.png`, await render(appIcon(size, true), size, size));
  }
  write('icons/apple-touch-icon.png', await render(appIcon(180, true), 180, 180));
  write('og-image.png', await render(socialImage, 1200, 630));
} finally {
  await browser.close();
}
