import { akomaTokens, type ThemeTokens } from './akoma';
import { palette } from './palette';

const { teal, white } = palette;

/**
 * A theme for a hypothetical partner microsite that reuses the library: a teal accent and softer,
 * rounder corners. Typed as `ThemeTokens`, so it must fill every name of the contract; it shares
 * Akoma's neutrals, semantic colours, type and spacing.
 */
export const partnerTokens: ThemeTokens = {
  ...akomaTokens,
  color: {
    background: {
      ...akomaTokens.color.background,
      brandAccent: teal[700],
      brandAccentHover: teal[800],
      brandAccentActive: teal[900],
      brandAccentSoft: teal[50],
      brandAccentSoftHover: teal[100],
    },
    foreground: {
      ...akomaTokens.color.foreground,
      brandAccent: teal[700],
      brandAccentInverse: teal[300],
      onBrandAccent: white,
      brandAccentOnSoft: teal[900],
      link: teal[800],
      linkHover: teal[900],
      linkInverse: teal[300],
    },
    border: {
      ...akomaTokens.color.border,
      brandAccent: teal[700],
      focus: teal[800],
      focusInverse: teal[300],
    },
  },
  radius: {
    none: '0',
    small: '0.375rem',
    medium: '0.75rem',
    large: '1.5rem',
    full: '9999px',
  },
};
