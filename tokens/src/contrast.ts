import type { ThemeTokens } from './akoma';

type Colours = ThemeTokens['color'];
type Foreground = keyof Colours['foreground'];
type Background = keyof Colours['background'];
type Border = keyof Colours['border'];

/** WCAG 2.x relative luminance of a six-digit hex colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) {
    throw new Error(`relativeLuminance expects an opaque six-digit hex colour, got "${hex}"`);
  }
  const [red, green, blue] = match.slice(1).map((channel) => {
    const value = parseInt(channel, 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2.x contrast ratio between two opaque colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Text needs 4.5:1 (WCAG 1.4.3); focus rings and field edges need 3:1 (WCAG 1.4.11). */
export const contrastMinimum = { text: 4.5, nonText: 3 } as const;

export type ContrastPair =
  | { kind: 'text'; foreground: Foreground; background: Background; usedFor: string }
  | { kind: 'nonText'; border: Border; background: Background; usedFor: string };

/**
 * Every foreground/background pairing a component is allowed to use. A component that puts a
 * colour on a background not listed here is a bug; a theme that fails a pair here fails the tests.
 */
export const contrastPairs: readonly ContrastPair[] = [
  { kind: 'text', foreground: 'text', background: 'body', usedFor: 'Body copy and headings' },
  { kind: 'text', foreground: 'textMuted', background: 'body', usedFor: 'Secondary copy, hints' },
  { kind: 'text', foreground: 'text', background: 'surface', usedFor: 'Copy on cards and panels' },
  { kind: 'text', foreground: 'textMuted', background: 'surface', usedFor: 'Secondary copy on cards' },
  { kind: 'text', foreground: 'brandAccent', background: 'surface', usedFor: 'Accent copy on cards' },
  { kind: 'text', foreground: 'link', background: 'surface', usedFor: 'Links on cards' },
  { kind: 'text', foreground: 'text', background: 'surfaceMuted', usedFor: 'Copy on alternate bands' },
  { kind: 'text', foreground: 'textMuted', background: 'surfaceMuted', usedFor: 'Secondary copy on alternate bands' },
  { kind: 'text', foreground: 'text', background: 'neutralSoft', usedFor: 'Ghost button hover, chips' },
  { kind: 'text', foreground: 'textMuted', background: 'neutralSoft', usedFor: 'Muted copy on chips' },
  { kind: 'text', foreground: 'brandAccent', background: 'body', usedFor: 'Accent headings, secondary buttons' },
  { kind: 'text', foreground: 'brandAccent', background: 'surfaceMuted', usedFor: 'Accent copy on alternate bands' },
  { kind: 'text', foreground: 'link', background: 'body', usedFor: 'Links' },
  { kind: 'text', foreground: 'linkHover', background: 'body', usedFor: 'Hovered links' },
  { kind: 'text', foreground: 'link', background: 'surfaceMuted', usedFor: 'Links on alternate bands' },
  { kind: 'text', foreground: 'onBrandAccent', background: 'brandAccent', usedFor: 'Primary button' },
  { kind: 'text', foreground: 'onBrandAccent', background: 'brandAccentHover', usedFor: 'Primary button, hovered' },
  { kind: 'text', foreground: 'onBrandAccent', background: 'brandAccentActive', usedFor: 'Primary button, pressed' },
  {
    kind: 'text',
    foreground: 'brandAccentOnSoft',
    background: 'brandAccentSoft',
    usedFor: 'Secondary button hover, accent badges, accent copy on soft accent bands',
  },
  { kind: 'text', foreground: 'text', background: 'brandAccentSoft', usedFor: 'Copy on soft accent bands and cards' },
  { kind: 'text', foreground: 'textMuted', background: 'brandAccentSoft', usedFor: 'Secondary copy on soft accent bands' },
  { kind: 'text', foreground: 'brandAccentOnSoft', background: 'brandAccentSoftHover', usedFor: 'Secondary button, pressed' },
  { kind: 'text', foreground: 'critical', background: 'body', usedFor: 'Field error text' },
  { kind: 'text', foreground: 'critical', background: 'criticalSoft', usedFor: 'Critical notices and badges' },
  { kind: 'text', foreground: 'onCritical', background: 'critical', usedFor: 'Destructive toasts and buttons' },
  { kind: 'text', foreground: 'positive', background: 'body', usedFor: 'Positive trend figures' },
  { kind: 'text', foreground: 'positive', background: 'positiveSoft', usedFor: 'Positive notices and badges' },
  { kind: 'text', foreground: 'onPositive', background: 'positive', usedFor: 'Success toasts' },
  { kind: 'text', foreground: 'caution', background: 'body', usedFor: 'Caution copy' },
  { kind: 'text', foreground: 'caution', background: 'cautionSoft', usedFor: 'Caution notices and badges' },
  { kind: 'text', foreground: 'onCaution', background: 'caution', usedFor: 'Caution banners' },
  { kind: 'text', foreground: 'info', background: 'body', usedFor: 'Informational copy' },
  { kind: 'text', foreground: 'info', background: 'infoSoft', usedFor: 'Informational notices and badges' },
  { kind: 'text', foreground: 'onInfo', background: 'info', usedFor: 'Informational banners and toasts' },
  { kind: 'text', foreground: 'textInverse', background: 'inverse', usedFor: 'Copy on dark bands (footer)' },
  { kind: 'text', foreground: 'textMutedInverse', background: 'inverse', usedFor: 'Secondary copy on dark bands' },
  { kind: 'text', foreground: 'textInverse', background: 'inverseSoft', usedFor: 'Ghost button hover on dark bands' },
  { kind: 'text', foreground: 'brandAccentInverse', background: 'inverse', usedFor: 'Accent copy on dark bands' },
  { kind: 'text', foreground: 'linkInverse', background: 'inverse', usedFor: 'Links on dark bands' },
  { kind: 'nonText', border: 'field', background: 'body', usedFor: 'Form field edges' },
  { kind: 'nonText', border: 'field', background: 'surfaceMuted', usedFor: 'Form field edges on alternate bands' },
  { kind: 'nonText', border: 'brandAccent', background: 'body', usedFor: 'Secondary button edge, selected chips' },
  { kind: 'nonText', border: 'focus', background: 'body', usedFor: 'Focus ring' },
  { kind: 'nonText', border: 'focus', background: 'surfaceMuted', usedFor: 'Focus ring on alternate bands' },
  { kind: 'nonText', border: 'focus', background: 'surface', usedFor: 'Focus ring on cards' },
  { kind: 'nonText', border: 'field', background: 'surface', usedFor: 'Form field edges on cards' },
  { kind: 'nonText', border: 'focus', background: 'brandAccentSoft', usedFor: 'Focus ring on soft accent fills' },
  { kind: 'nonText', border: 'focusInverse', background: 'inverse', usedFor: 'Focus ring on dark bands' },
];

export interface MeasuredContrast {
  pair: ContrastPair;
  foreground: string;
  background: string;
  ratio: number;
  minimum: number;
  passes: boolean;
}

/** Measures every pair in `contrastPairs` against one theme's colours. */
export function measureContrast(colours: Colours): MeasuredContrast[] {
  return contrastPairs.map((pair) => {
    const foreground = pair.kind === 'text' ? colours.foreground[pair.foreground] : colours.border[pair.border];
    const background = colours.background[pair.background];
    const ratio = contrastRatio(foreground, background);
    const minimum = contrastMinimum[pair.kind];
    return { pair, foreground, background, ratio, minimum, passes: ratio >= minimum };
  });
}
