/**
 * The raw colour ramps. This is the only file in the product that spells a colour as hex: themes
 * pick from these ramps by meaning, and components read the themes through the contract.
 * Ramps follow the familiar 50-950 steps so designers can reason about lightness.
 */
export const palette = {
  white: '#ffffff',
  /** Akoma's brand red. 600 is the brand colour itself. */
  red: {
    50: '#fef2f2',
    100: '#fee2e2',
    200: '#fecaca',
    300: '#fca5a5',
    400: '#f87171',
    500: '#ef4444',
    600: '#dc2626',
    700: '#b91c1c',
    800: '#991b1b',
    900: '#7f1d1d',
    950: '#450a0a',
  },
  /** A warm neutral, so greys sit well beside the red and photography of people. */
  stone: {
    50: '#fafaf9',
    100: '#f5f5f4',
    200: '#e7e5e4',
    300: '#d6d3d1',
    400: '#a8a29e',
    500: '#78716c',
    600: '#57534e',
    700: '#44403c',
    800: '#292524',
    900: '#1c1917',
    950: '#0c0a09',
  },
  green: {
    50: '#f0fdf4',
    100: '#dcfce7',
    300: '#86efac',
    600: '#16a34a',
    700: '#15803d',
    800: '#166534',
  },
  amber: {
    50: '#fffbeb',
    100: '#fef3c7',
    300: '#fcd34d',
    400: '#fbbf24',
    700: '#b45309',
    800: '#92400e',
  },
  blue: {
    50: '#eff6ff',
    100: '#dbeafe',
    300: '#93c5fd',
    600: '#2563eb',
    700: '#1d4ed8',
    800: '#1e40af',
  },
  /** The partner theme's accent: proves the contract carries a brand that is not red. */
  teal: {
    50: '#f0fdfa',
    100: '#ccfbf1',
    300: '#5eead4',
    600: '#0d9488',
    700: '#0f766e',
    800: '#115e59',
    900: '#134e4a',
  },
} as const;
