import type { ThemeTokens } from './akoma';
import { breakpoints } from './breakpoints';

/**
 * Emits the token source as W3C Design Tokens Community Group JSON (Format Module 2025.10), so
 * designers' tools read the same values the code uses. Values are parsed from the CSS strings the
 * themes hold; an unknown form throws rather than emitting something a tool would misread.
 */

interface DtcgToken {
  $type: string;
  $value: unknown;
  $description?: string;
}

interface DtcgGroup {
  [name: string]: DtcgToken | DtcgGroup | string | undefined;
  $description?: string;
}

interface Dimension {
  value: number;
  unit: 'px' | 'rem';
}

export function parseColour(css: string): { colorSpace: 'srgb'; components: number[]; alpha?: number; hex: string } {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i.exec(css);
  if (!match) throw new Error(`Not a hex colour: "${css}"`);
  const [red, green, blue] = match.slice(1, 4).map((channel) => Number((parseInt(channel, 16) / 255).toFixed(4)));
  const alphaChannel = match[4];
  return {
    colorSpace: 'srgb',
    components: [red ?? 0, green ?? 0, blue ?? 0],
    ...(alphaChannel === undefined ? {} : { alpha: Number((parseInt(alphaChannel, 16) / 255).toFixed(4)) }),
    hex: `#${(match[1] ?? '') + (match[2] ?? '') + (match[3] ?? '')}`.toLowerCase(),
  };
}

export function parseDimension(css: string): Dimension {
  if (css === '0') return { value: 0, unit: 'px' };
  const match = /^(-?\d*\.?\d+)(px|rem)$/.exec(css);
  if (!match) throw new Error(`Not a px or rem dimension: "${css}"`);
  return { value: Number(match[1]), unit: match[2] as Dimension['unit'] };
}

export function parseDuration(css: string): { value: number; unit: 'ms' } {
  const match = /^(\d+)ms$/.exec(css);
  if (!match) throw new Error(`Not a millisecond duration: "${css}"`);
  return { value: Number(match[1]), unit: 'ms' };
}

export function parseCubicBezier(css: string): [number, number, number, number] {
  const match = /^cubic-bezier\(([^)]+)\)$/.exec(css);
  const points = match?.[1]?.split(',').map((point) => Number(point.trim()));
  if (points?.length !== 4 || points.some((point) => Number.isNaN(point))) {
    throw new Error(`Not a cubic-bezier(): "${css}"`);
  }
  return points as [number, number, number, number];
}

export function parseShadow(css: string) {
  // Split on commas that are not inside parentheses; our shadows use hex colours, so none are.
  return css.split(/,\s*(?![^(]*\))/).map((layer) => {
    const parts = layer.trim().split(/\s+/);
    if (parts.length !== 5) throw new Error(`Expected "x y blur spread colour" in shadow layer: "${layer}"`);
    const [offsetX, offsetY, blur, spread, colour] = parts as [string, string, string, string, string];
    return {
      color: parseColour(colour),
      offsetX: parseDimension(offsetX),
      offsetY: parseDimension(offsetY),
      blur: parseDimension(blur),
      spread: parseDimension(spread),
    };
  });
}

export function parseFontFamily(css: string): string[] {
  return css.split(',').map((family) => family.trim().replace(/^'(.*)'$/, '$1'));
}

function group<T extends Record<string, unknown>>(values: T, toToken: (value: T[keyof T], name: string) => DtcgToken): DtcgGroup {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, toToken(value as T[keyof T], name)]));
}

const colourToken = (value: string): DtcgToken => ({ $type: 'color', $value: parseColour(value) });
const dimensionToken = (value: string): DtcgToken => ({ $type: 'dimension', $value: parseDimension(value) });

export function toDtcg(tokens: ThemeTokens, description: string): DtcgGroup {
  const { color, typography } = tokens;
  const typographyGroup = (steps: Record<string, Record<'mobile' | 'desktop', { fontSize: string; lineHeight: string }>>, family: string) =>
    Object.fromEntries(
      Object.entries(steps).map(([name, step]) => [
        name,
        Object.fromEntries(
          (['mobile', 'desktop'] as const).map((breakpoint) => [
            breakpoint,
            {
              $type: 'typography',
              $value: {
                fontFamily: `{typography.fontFamily.${family}}`,
                fontSize: parseDimension(step[breakpoint].fontSize),
                fontWeight: family === 'heading' ? '{typography.fontWeight.bold}' : '{typography.fontWeight.regular}',
                // A DTCG typography value must carry all five properties; the themes track no letter-spacing.
                letterSpacing: { value: 0, unit: 'px' },
                lineHeight: Number((parseFloat(step[breakpoint].lineHeight) / parseFloat(step[breakpoint].fontSize)).toFixed(4)),
              },
            } satisfies DtcgToken,
          ]),
        ),
      ]),
    );

  return {
    $description: description,
    color: {
      background: group(color.background, colourToken),
      foreground: group(color.foreground, colourToken),
      border: group(color.border, colourToken),
    },
    typography: {
      fontFamily: group(typography.fontFamily, (value) => ({ $type: 'fontFamily', $value: parseFontFamily(value) })),
      fontWeight: group(typography.fontWeight, (value) => ({ $type: 'fontWeight', $value: Number(value) })),
      text: typographyGroup(typography.text, 'body'),
      heading: typographyGroup(typography.heading, 'heading'),
    },
    space: group(tokens.space, dimensionToken),
    contentWidth: group(tokens.contentWidth, dimensionToken),
    size: {
      control: group(tokens.size.control, dimensionToken),
      icon: group(tokens.size.icon, dimensionToken),
      popover: dimensionToken(tokens.size.popover),
      portrait: dimensionToken(tokens.size.portrait),
    },
    radius: group(tokens.radius, dimensionToken),
    borderWidth: group(tokens.borderWidth, dimensionToken),
    shadow: group(tokens.shadow, (value) => ({ $type: 'shadow', $value: parseShadow(value) })),
    focus: group(tokens.focus, dimensionToken),
    motion: {
      duration: {
        ...group(tokens.motion.duration, (value) => ({ $type: 'duration', $value: parseDuration(value) })),
        $description: 'Every duration is 0ms under prefers-reduced-motion: reduce.',
      },
      easing: group(tokens.motion.easing, (value) => ({ $type: 'cubicBezier', $value: parseCubicBezier(value) })),
    },
    zIndex: group(tokens.zIndex, (value) => ({ $type: 'number', $value: Number(value) })),
    breakpoint: group(breakpoints, (value) => ({ $type: 'dimension', $value: { value, unit: 'px' } })),
  };
}
