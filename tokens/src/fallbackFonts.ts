/**
 * The local faces that stand in for each web font until it has loaded, by the local font they use.
 * The design system declares them (scaled to the web font's metrics, so the swap moves nothing);
 * a theme's font stacks list them right after the web font.
 */
export const fallbackFontFaces = {
  body: { arial: 'Inter Fallback', roboto: 'Inter Fallback Roboto' },
  heading: { arial: 'Plus Jakarta Sans Fallback', roboto: 'Plus Jakarta Sans Fallback Roboto' },
} as const;

/** `'A', 'B'`: a role's fallback faces, quoted for a font-family list. */
export function fallbackFontStack(role: keyof typeof fallbackFontFaces): string {
  return Object.values(fallbackFontFaces[role])
    .map((family) => `'${family}'`)
    .join(', ');
}

/** The system faces after the local ones, for a device that has neither Arial's nor Roboto's metrics. */
const systemFontStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** A role's font stack without its web font: the local faces scaled to it, then the system faces. */
export function localFontStack(role: keyof typeof fallbackFontFaces): string {
  return `${fallbackFontStack(role)}, ${systemFontStack}`;
}

/**
 * The attribute an app puts on `<html>` once the page has painted: until then the themes set text
 * in the local faces only, so no web font is fetched before, or competes with, the first paint
 * (the swap moves nothing: the local faces are scaled to the web fonts' metrics).
 */
export const webFontsAttribute = 'data-web-fonts';
