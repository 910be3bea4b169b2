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

export function currentConnection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}
