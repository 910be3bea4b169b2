/**
 * The site's public address when none is set: a reserved example domain, so nothing ever points at
 * someone else's site by accident. Kept apart from siteOrigin.ts (which reads Vite's environment)
 * so the build's Node code can use it too.
 */
export const exampleOrigin = 'https://akoma.example';

/** An origin as set (VITE_SITE_ORIGIN), without a trailing slash, or the example domain. */
export function normaliseOrigin(value: string | undefined): string {
  return (value ?? exampleOrigin).replace(/\/+$/, '');
}
