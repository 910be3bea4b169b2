import { fallbackFontFaces } from '@akoma/tokens';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import roboto from '@capsizecss/metrics/roboto';
import { globalFontFace } from '@vanilla-extract/css';

/*
 * Text is first drawn in a local font while the web fonts download (font-display: swap), so the
 * first paint never waits for them. These faces make that local font take the web font's room:
 * scaled (size-adjust) and given the web font's ascent, descent and line gap, all computed by
 * Capsize from the fonts' published metrics when the styles are built. The swap then changes the
 * letters' shapes but not the lines' height or length, so nothing on the page moves.
 *
 * Two local fonts cover nearly every device: an Arial-metric face (Arial on Windows and macOS,
 * Liberation Sans or Arimo, Arial's metric twins, on Linux) and Roboto (Android, ChromeOS).
 */
const localFonts = {
  arial: {
    metrics: arial,
    src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Arimo')",
    boldSrc: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold'), local('Arimo Bold')",
  },
  roboto: { metrics: roboto, src: "local('Roboto'), local('Roboto Regular'), local('Roboto-Regular')", boldSrc: undefined },
} as const;

const webFontMetrics: Record<keyof typeof fallbackFontFaces, FontMetrics> = { body: inter, heading: plusJakartaSans };

/*
 * Headings and strong text are bold, and bold letters are wider by a different factor in each
 * font: a fallback scaled for regular text would break a bold heading onto fewer lines than the
 * web font, and the swap would push everything below it down. So the Arial-metric fallbacks get a
 * bold face of their own (Arial Bold and its twins), scaled by these factors: how much wider an
 * English paragraph sets at weight 700 than at 400, measured in Chromium from the font files.
 * (Roboto's bold is not measured here; Android's fallback stays scaled for regular text.)
 */
const boldWidening = { body: 1.0349, heading: 1.0343, arial: 1.0845 } as const;

const percent = (value: string | undefined) => Number.parseFloat(value ?? '0');
const asPercent = (value: number) => `${value.toFixed(4)}%`;

for (const [role, faces] of Object.entries(fallbackFontFaces) as [
  keyof typeof fallbackFontFaces,
  (typeof fallbackFontFaces)[keyof typeof fallbackFontFaces],
][]) {
  for (const [local, family] of Object.entries(faces) as [keyof typeof localFonts, string][]) {
    const { metrics, src, boldSrc } = localFonts[local];
    const [face] = createFontStack([webFontMetrics[role], metrics], { fontFaceFormat: 'styleObject' }).fontFaces;
    if (!face) throw new Error(`Capsize gave no fallback face for ${family}`);
    // Capsize leaves the line gap out where the local font's own is already the web font's (zero).
    const { ascentOverride, descentOverride, lineGapOverride = '0%', sizeAdjust } = face['@font-face'];
    globalFontFace(family, { src, fontWeight: '100 500', ascentOverride, descentOverride, lineGapOverride, sizeAdjust });
    if (boldSrc === undefined) continue;
    // The overrides are fractions of the scaled size, so they shrink as the bold face grows.
    const scale = boldWidening[role] / boldWidening.arial;
    globalFontFace(family, {
      src: boldSrc,
      fontWeight: '600 900',
      ascentOverride: asPercent(percent(ascentOverride) / scale),
      descentOverride: asPercent(percent(descentOverride) / scale),
      lineGapOverride,
      sizeAdjust: asPercent(percent(sizeAdjust) * scale),
    });
  }
}
