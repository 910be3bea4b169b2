import { Link, VisuallyHidden } from '@akoma/design-system';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import switcher from '#content/languageSwitcher';

import { languageSettings, otherLanguage, pathIn } from '../language';

/**
 * The page the visitor is on, in the other edition: the same path under /fr (or without it); from
 * the not-found page, the other edition's home. The script in <head> adds the query and fragment
 * as the link is followed (app/language.ts). A piece is in English only: its French address shows
 * the French insights page, which lists it (buildtime/hosting.ts).
 */
export function useOtherEditionHref(): string {
  const { pathname } = useLocation();
  return pathIn(otherLanguage, pathname === '/404' ? '/' : pathname);
}

export const other = languageSettings[otherLanguage];

/**
 * The link to the other edition, in the header ("FR", read as "FR Français") or the footer
 * ("Français"). Its words are in the language it leads to (`lang`), and it is a page load: each
 * edition is an app of its own.
 */
export function LanguageSwitcher({ children }: { children: ReactNode }) {
  return (
    <Link
      href={useOtherEditionHref()}
      hrefLang={other.htmlLang}
      lang={other.htmlLang}
      underline="hover"
      // Following it remembers the choice (app/language.ts, languageChoiceScript).
      data-language-choice=""
    >
      {children}
    </Link>
  );
}

/** The header's switcher: the other language abbreviated ("FR"), named in full for screen readers. */
export function HeaderLanguageSwitcher() {
  return (
    <LanguageSwitcher>
      <span aria-hidden="true">{switcher.short}</span>
      <VisuallyHidden>{switcher.name}</VisuallyHidden>
    </LanguageSwitcher>
  );
}
