import { dataSaverAttribute } from '@akoma/tokens';
import { useSyncExternalStore } from 'react';

/**
 * Whether the page is under the data saver: `<html>` has the attribute the `webFontsAfterFirstPaint`
 * script sets before the first paint when the visitor asks to save data or is on a 2g or slow-2g
 * connection. `false` where there is no document (prerendering), so prerendered markup is the same
 * for everyone and the script adapts it in the browser.
 */
export function dataSaverOn(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(dataSaverAttribute);
}

const unchanging = () => () => {};

/**
 * `dataSaverOn()` for a component that renders other elements under the data saver: while it
 * hydrates it renders what was prerendered (the data saver off), then renders again with the data
 * saver on. Its prerendered markup must therefore cost nothing under the data saver on its own
 * (a style under `:root[data-save-data]`, say). The attribute is set before the page is parsed
 * and never changes, so there is nothing to subscribe to.
 */
export function useDataSaverOn(): boolean {
  return useSyncExternalStore(unchanging, dataSaverOn, () => false);
}
