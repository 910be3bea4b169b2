/** Network Information API, where the browser has it (Chromium); typed here because lib.dom lacks it. */
interface NetworkInformation extends EventTarget {
  effectiveType?: 'slow-2g' | '2g' | '3g' | '4g';
  saveData?: boolean;
}

/** The effective connection types that count as slow: on them motion is reduced and images load lazily. */
export const slowConnectionTypes: readonly string[] = ['slow-2g', '2g'];

export function isSlowConnection(connection: { effectiveType?: string } | undefined): boolean {
  return connection?.effectiveType !== undefined && slowConnectionTypes.includes(connection.effectiveType);
}

/** The browser's connection, where it says (none while prerendering). */
export function currentConnection(): NetworkInformation | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/**
 * Whether this visit should fetch as little as it can: the visitor asked their browser to save data
 * (Save-Data), or the connection is 2g or slow-2g. Then nothing is fetched ahead of use: no web
 * fonts, no service worker until something is kept offline, no prefetching, no deferred part before
 * it is used, the smallest pictures and no video previews.
 */
export function savesData(connection: { effectiveType?: string; saveData?: boolean } | undefined = currentConnection()): boolean {
  return connection?.saveData === true || isSlowConnection(connection);
}
