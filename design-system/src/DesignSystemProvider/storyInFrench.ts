/**
 * For stories only: a French story whose parts are portalled out of its `lang="fr"` wrapper (a
 * dialog, a menu, a tooltip) sets the page's language instead, as the French site does on `<html>`,
 * so screen readers pronounce those parts in French too. Use it as the story's `beforeEach`; the
 * cleanup it returns puts the page's language back for the next story.
 */
export function pageInFrench() {
  const root = document.documentElement;
  const language = root.lang;
  root.lang = 'fr';
  return () => {
    root.lang = language;
  };
}
