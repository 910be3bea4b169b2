import waiting from '#content/waiting';

/**
 * When to try again, in words for a person ("in about 8 minutes", "dans 8 minutes environ"), from
 * the seconds a server asked to wait; the words are content (site/content/site/waiting.yaml).
 * Rounded up, so someone who waits as long as it says is never refused again; without a figure it
 * says "in a few minutes".
 */
export function tryAgainIn(seconds: number | undefined, words = waiting): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return words.unknown;
  if (seconds < 60) return words.underAMinute;
  const minutes = Math.ceil(seconds / 60);
  if (minutes === 1) return words.aMinute;
  if (minutes < 60) return words.minutes.replace('{minutes}', String(minutes));
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? words.anHour : words.hours.replace('{hours}', String(hours));
}
