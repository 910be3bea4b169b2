import { withAlpha } from './alpha';
import { localFontStack } from './fallbackFonts';
import { palette } from './palette';

const { red, stone, green, amber, blue, white } = palette;
const shadowColour = stone[900];

/**
 * The Akoma theme: every value a component may use. Its shape is the theme contract, so another
 * brand (see `partner.ts`) has to supply every one of these names, and nothing else.
 *
 * Sizes are in rem so that text zoom scales the whole layout; hairlines and the focus ring stay in px.
 */
const akomaTokenValues = {
  color: {
    background: {
      /** The page. */
      body: white,
      /** Cards and raised panels. */
      surface: white,
      /** Alternate page bands. */
      surfaceMuted: stone[50],
      /** Quiet fills: ghost button hover, chips, skeletons. */
      neutralSoft: stone[100],
      /** Dark bands such as the footer. */
      inverse: stone[900],
      /** Quiet fills on dark bands (hover on a ghost button in the footer). */
      inverseSoft: stone[800],
      brandAccent: red[600],
      brandAccentHover: red[700],
      brandAccentActive: red[800],
      brandAccentSoft: red[50],
      brandAccentSoftHover: red[100],
      critical: red[700],
      criticalSoft: red[50],
      positive: green[700],
      positiveSoft: green[50],
      caution: amber[400],
      cautionSoft: amber[50],
      info: blue[700],
      infoSoft: blue[50],
    },
    foreground: {
      text: stone[900],
      textMuted: stone[600],
      textInverse: stone[50],
      textMutedInverse: stone[300],
      brandAccent: red[600],
      brandAccentInverse: red[400],
      onBrandAccent: white,
      /** Text on `brandAccentSoft`, where the brand red itself is too light. */
      brandAccentOnSoft: red[800],
      link: red[700],
      linkHover: red[800],
      linkInverse: red[300],
      critical: red[700],
      onCritical: white,
      positive: green[700],
      onPositive: white,
      caution: amber[700],
      onCaution: stone[900],
      info: blue[700],
      onInfo: white,
    },
    border: {
      /** Dividers and card edges: decorative, no contrast requirement. */
      standard: stone[200],
      /** Form field edges: 3:1 against the page (WCAG 1.4.11). */
      field: stone[500],
      brandAccent: red[600],
      critical: red[700],
      /** The focus ring on light backgrounds. */
      focus: red[700],
      /** The focus ring on `inverse` backgrounds. */
      focusInverse: red[300],
    },
  },
  typography: {
    fontFamily: {
      body: `'Inter Variable', 'Inter', ${localFontStack('body')}`,
      heading: `'Plus Jakarta Sans Variable', ${localFontStack('heading')}`,
    },
    fontWeight: {
      regular: '400',
      medium: '500',
      semibold: '600',
      bold: '700',
      extrabold: '800',
    },
    /** Body sizes; each has a mobile and a desktop step (from the `desktop` breakpoint). */
    text: {
      xsmall: { mobile: { fontSize: '0.75rem', lineHeight: '1rem' }, desktop: { fontSize: '0.75rem', lineHeight: '1rem' } },
      small: { mobile: { fontSize: '0.875rem', lineHeight: '1.25rem' }, desktop: { fontSize: '0.875rem', lineHeight: '1.25rem' } },
      standard: { mobile: { fontSize: '1rem', lineHeight: '1.5rem' }, desktop: { fontSize: '1rem', lineHeight: '1.625rem' } },
      large: { mobile: { fontSize: '1.125rem', lineHeight: '1.75rem' }, desktop: { fontSize: '1.25rem', lineHeight: '1.875rem' } },
    },
    /** Heading sizes; `display` is for the single hero statement of a page. */
    heading: {
      display: { mobile: { fontSize: '2.25rem', lineHeight: '2.75rem' }, desktop: { fontSize: '3.75rem', lineHeight: '4.25rem' } },
      '1': { mobile: { fontSize: '2rem', lineHeight: '2.5rem' }, desktop: { fontSize: '3rem', lineHeight: '3.5rem' } },
      '2': { mobile: { fontSize: '1.625rem', lineHeight: '2.125rem' }, desktop: { fontSize: '2.25rem', lineHeight: '2.75rem' } },
      '3': { mobile: { fontSize: '1.25rem', lineHeight: '1.75rem' }, desktop: { fontSize: '1.5rem', lineHeight: '2rem' } },
      '4': { mobile: { fontSize: '1.125rem', lineHeight: '1.5rem' }, desktop: { fontSize: '1.125rem', lineHeight: '1.625rem' } },
    },
  },
  space: {
    none: '0',
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
    xxxlarge: '4rem',
    huge: '6rem',
  },
  contentWidth: {
    xsmall: '24rem',
    small: '40rem',
    medium: '56rem',
    large: '72rem',
    xlarge: '80rem',
  },
  size: {
    /** Heights of buttons and fields; `standard` is at least 44 px, the comfortable touch target. */
    control: { small: '2.25rem', standard: '2.75rem', large: '3.25rem' },
    icon: { small: '1rem', standard: '1.25rem', large: '1.5rem', xlarge: '2rem' },
    /** The narrowest a menu or dropdown panel gets, so short item lists don't look cramped. */
    popover: '16rem',
    /** A person's photograph beside their name: a leader's card. */
    portrait: '7rem',
  },
  radius: {
    none: '0',
    small: '0.25rem',
    medium: '0.5rem',
    large: '1rem',
    full: '9999px',
  },
  borderWidth: {
    standard: '1px',
    strong: '2px',
  },
  shadow: {
    small: `0 1px 2px 0 ${withAlpha(shadowColour, 0.08)}`,
    medium: `0 4px 12px -2px ${withAlpha(shadowColour, 0.12)}, 0 2px 4px -2px ${withAlpha(shadowColour, 0.08)}`,
    large: `0 16px 32px -8px ${withAlpha(shadowColour, 0.18)}, 0 4px 8px -4px ${withAlpha(shadowColour, 0.08)}`,
  },
  focus: {
    width: '3px',
    offset: '2px',
  },
  motion: {
    /** Every duration becomes 0ms under `prefers-reduced-motion: reduce` (`makeTheme` sees to it). */
    duration: {
      fast: '120ms',
      standard: '200ms',
      slow: '320ms',
    },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0.2, 1)',
      exit: 'cubic-bezier(0.4, 0, 1, 1)',
    },
  },
  zIndex: {
    base: '0',
    raised: '1',
    sticky: '100',
    dropdown: '200',
    overlay: '300',
    toast: '400',
    skipLink: '500',
  },
};

/** Widens literal values to `string`, keeping the shape: another theme may pick other values. */
type WidenTokens<Tokens> = { [Name in keyof Tokens]: Tokens[Name] extends string ? string : WidenTokens<Tokens[Name]> };

/** The shape every theme must fill: the theme contract, as plain data. */
export type ThemeTokens = WidenTokens<typeof akomaTokenValues>;

export const akomaTokens: ThemeTokens = akomaTokenValues;
