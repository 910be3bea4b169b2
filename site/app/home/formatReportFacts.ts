const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * An ISO date (YYYY-MM-DD) as "15 July 2025". Read from the string itself, not through `Date`, so
 * the prerendered page and the browser agree whatever their time zones.
 */
export function formatPublishDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`formatPublishDate: expected YYYY-MM-DD, got "${isoDate}"`);
  return `${String(Number(match[3]))} ${month} ${match[1] ?? ''}`;
}

const countFormat = new Intl.NumberFormat('en-GB');

/** A count with thousands separators: 2340 as "2,340". */
export function formatCount(count: number): string {
  return countFormat.format(count);
}
