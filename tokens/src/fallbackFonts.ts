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
