/**
 * When to try again, in words for a person ("in about 8 minutes"), from the seconds a server asked
 * to wait. Rounded up, so someone who waits as long as it says is never refused again; without a
 * figure it says "in a few minutes".
 */
export function tryAgainIn(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return 'in a few minutes';
  if (seconds < 60) return 'in less than a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes === 1) return 'in about a minute';
  if (minutes < 60) return `in about ${String(minutes)} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'in about an hour' : `in about ${String(hours)} hours`;
}
