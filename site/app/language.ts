/**
 * The language this build of the site speaks. The site is built once per language: English at the
 * root (/about) and French under /fr (/fr/about), each a complete app whose pages carry only their
 * own words (buildtime/build.ts runs both builds and puts them together). Within a build every page,
 * format and message is in its language; moving to the other language is a page load.
 *
 * Both editions keep the same slugs: /fr/about, not /fr/a-propos. A page then has one address in
 * both languages (the language switcher, hreflang and the sitemap only add or drop /fr), every link
 * written in the content files is right in both, and the section names that carry the brand
 * (akoma360, ask-indy, circle) need no French form. Search engines read the page's language from
 * its words, `lang` and hreflang, so a French slug would add little for the cost of a second
 * address scheme to keep right.
 */

export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

// Set by the site's Vite config (`define`) in the browser's and the prerender's bundles; the
// build's Node code (its config, the tests) reads SITE_LANGUAGE instead.
declare const __SITE_LANGUAGE__: string | undefined;

/** This build's language. Written so that a build's bundler reduces it to the language itself. */
export const siteLanguage: Language =
  typeof __SITE_LANGUAGE__ === 'string'
    ? __SITE_LANGUAGE__ === 'fr'
      ? 'fr'
      : 'en'
    : (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.SITE_LANGUAGE === 'fr'
      ? 'fr'
      : 'en';

export interface LanguageSettings {
  /** `lang` on <html>. */
  htmlLang: string;
  /** The locale numbers, money and dates are written in. */
  locale: string;
  /** Where the edition lives: '' for English at the root, '/fr' for French. */
  base: '' | '/fr';
  /** The hreflang values its pages are declared for; the English page is also the default (x-default). */
  hreflangs: readonly string[];
  /** Open Graph's locale. */
  ogLocale: string;
}

export const languageSettings: Record<Language, LanguageSettings> = {
  // British English, as the pages are written ("organisation", "15 July 2025"), for the English
  // markets the company serves: declared for the US, Nigeria, South Africa and Kenya.
  en: { htmlLang: 'en', locale: 'en-GB', base: '', hreflangs: ['en-us', 'en-ng', 'en-za', 'en-ke', 'x-default'], ogLocale: 'en_NG' },
  // French as written in Côte d'Ivoire and its neighbours (fr-CI: "13 mai 2027", "2,4 M$").
  fr: { htmlLang: 'fr', locale: 'fr-CI', base: '/fr', hreflangs: ['fr-ci'], ogLocale: 'fr_CI' },
};

export const currentLanguage = languageSettings[siteLanguage];

/** The other edition's language. */
export const otherLanguage: Language = siteLanguage === 'en' ? 'fr' : 'en';

/** A site path (/about) at its address in a language's edition (/fr/about); the root stays a slash. */
export function pathIn(language: Language, path: string): string {
  const { base } = languageSettings[language];
  if (!base) return path;
  return path === '/' ? `${base}/` : `${base}${path}`;
}

/** Where the visitor's choice of language is kept (the switcher and the suggestion set it). */
export const languageChoiceKey = 'akoma:language';

/**
 * Run in each page's <head> before its first paint. It marks <html> with data-suggest-language when
 * the browser's first language is the other edition's and the visitor has chosen none, so the line
 * suggesting that edition is in the page from the first frame (no layout shift) and nobody is ever
 * redirected. And when the visitor follows a link marked `data-language-choice` (the switchers,
 * the suggestion's link), from the first moment the page shows, it remembers that language and
 * carries the address's query and fragment over (the prerendered link knows the path alone).
 */
export const languageChoiceScript = () =>
  `try{var d=document,k=${JSON.stringify(languageChoiceKey)},l=(navigator.languages&&navigator.languages[0]||navigator.language||'').toLowerCase().split('-')[0];if(!localStorage.getItem(k)&&l===${JSON.stringify(languageSettings[otherLanguage].htmlLang)})d.documentElement.setAttribute('data-suggest-language','');d.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[data-language-choice]');if(a){try{localStorage.setItem(k,a.hreflang)}catch(x){}a.href=a.pathname+location.search+location.hash}},true)}catch(e){}`;
