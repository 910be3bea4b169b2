import { akomaTokens, partnerTokens, type ThemeTokens } from '@akoma/tokens';

const themeTokens: Record<string, ThemeTokens> = { akoma: akomaTokens, partner: partnerTokens };

/** The token values of the theme a story is shown in (the toolbar's "theme" global). */
export function tokensForTheme(theme: unknown): ThemeTokens {
  return (typeof theme === 'string' ? themeTokens[theme] : undefined) ?? akomaTokens;
}
