import { currentLanguage, siteLanguage, type Language } from './language.ts';

/**
 * How the site writes dates, counts, money and percentages: one locale for every page, so a figure
 * reads the same in the hub, the calculator and the library. Dates are written from a table of
 * month names, numbers by formatters each built once, when first used; the prerendered HTML and the
 * hydrated page print the same text, since nothing here reads the visitor's time zone or language.
 */

/**
 * The locale of this build's language (app/language.ts): British English, as the English pages are
 * written ("organisation", "15 July 2025"), or the French of Côte d'Ivoire ("15 juillet 2025", "2,4 %").
 */
export const siteLocale = currentLanguage.locale;

/**
 * A formatter built on first use and kept: building one costs the main thread more than a thousand
 * uses (the first number format of a page, 1-10 ms on a fast laptop; a date format, more), and a
 * page that writes no amount never pays for it.
 */
export function onFirstUse<Format>(build: () => Format): () => Format {
  let format: Format | undefined;
  return () => (format ??= build());
}

/**
 * The months as each language names them. Dates are written from this table, not with
 * Intl.DateTimeFormat: building the first date format of a page loads its locale's date patterns,
 * 16-40 ms of the main thread in one piece on a fast laptop (measured in Chromium 156), which on a
 * page that prints dates as it starts (the insights library, a piece) was one of its longest tasks.
 * The site writes one shape of date, so twelve names do the whole job; format.test.ts holds them
 * to Intl's output for every day of several years.
 */
export const monthNamesIn = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
} as const satisfies Record<Language, readonly string[]>;
const countFormat = onFirstUse(() => new Intl.NumberFormat(siteLocale, { maximumFractionDigits: 0 }));
// The narrow symbol keeps "$1,200": British English would otherwise write US dollars as "US$1,200".
const dollarFormat = onFirstUse(
  () =>
    new Intl.NumberFormat(siteLocale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }),
);
const percentFormat = onFirstUse(() => new Intl.NumberFormat(siteLocale, { style: 'percent', maximumFractionDigits: 0 }));
const megabytesFormat = onFirstUse(() => new Intl.NumberFormat(siteLocale, { maximumFractionDigits: 1 }));

/**
 * A calendar date, written as an ISO date (YYYY-MM-DD), as day, month name and year: "15 July 2025",
 * "1 March 2025"; in French "15 juillet 2025", "1er mars 2025". A string that is not a real date of that shape is a mistake in the content, so it
 * throws rather than print "Invalid Date".
 */
export function formatDate(isoDate: string): string {
  return formatDateIn(siteLanguage, isoDate);
}

/**
 * formatDate in a language named rather than the build's: the French build makes the PDFs it links
 * in English (buildtime/pieces/pdf.ts), and must know their bytes, dates and all.
 */
export function formatDateIn(language: Language, isoDate: string): string {
  // UTC: a date is a calendar day, not an instant, so no time zone may move it.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T00:00:00Z`) : undefined;
  // The round trip catches days a month does not have (2025-02-30), which Date would roll over.
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) {
    throw new Error(`formatDate: expected a real date as YYYY-MM-DD, got "${isoDate}"`);
  }
  const day = date.getUTCDate();
  // French writes the first of the month as an ordinal: "1er mars 2025".
  const dayName = language === 'fr' && day === 1 ? '1er' : String(day);
  return `${dayName} ${monthNamesIn[language][date.getUTCMonth()] ?? ''} ${String(date.getUTCFullYear())}`;
}

/** A count, rounded to a whole number, with thousands separators: "2,340", "526" (French: "2 340"). */
export function formatCount(count: number): string {
  // A whole number under a thousand has no separator to place, and it is what a page starting up
  // writes most (the insights filters' counts): written as it is, it needs no number format, whose
  // building is one of the longest pieces of such a page's start (format.test.ts holds the two equal).
  if (Number.isInteger(count) && count >= 0 && count < 1000 && !Object.is(count, -0)) return String(count);
  return countFormat().format(count);
}

/** An amount of US dollars with thousands separators and no cents: "$1,234,567", "-$80,000" (French: "1 234 567 $"). */
export function formatDollars(amount: number): string {
  return dollarFormat().format(amount);
}

/** A percentage, given in points (12 for 12%) and rounded to a whole one: "12%", "1,275%" (French: "12 %"). */
export function formatPercent(points: number): string {
  return percentFormat().format(points / 100);
}

/**
 * A change in percent with its sign, so it reads without colour or arrow: "+12%", "−8%", "0%". The
 * minus is the true minus sign (U+2212), which screen readers say as "minus" rather than "dash".
 */
export function formatSignedPercent(change: number): string {
  if (change > 0) return `+${formatPercent(change)}`;
  if (change < 0) return `\u2212${formatPercent(-change)}`;
  return formatPercent(0);
}

/**
 * A content template ("Showing {shown} of {total} results") with its placeholders filled, as the
 * parts a page renders side by side: the words between the placeholders and each value in its
 * place. Rendered so, the page's HTML is the same as for the sentence written in the component with
 * its values in braces. A value that is an element (`<time key="date">`) needs its own key.
 */
export function templateParts<Value>(template: string, values: Readonly<Record<string, Value>>): (string | Value)[] {
  const parts: (string | Value)[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const name = match[1] ?? '';
    if (!(name in values)) continue;
    if (match.index > last) parts.push(template.slice(last, match.index));
    parts.push(values[name] as Value);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

/**
 * A content template with its placeholders filled, as one string (an announcement, a label, an
 * attribute): fillTemplate('Score {score}/100', { score: 73 }). Each value goes in as it is ("$&"
 * in a name the visitor typed stays "$&"); a placeholder with no value is left as written.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return templateParts(template, values).join('');
}

/**
 * A control's name that says what it acts on, "Remove: Q3 estimate": the action, a colon, the
 * thing. French sets a no-break space before the colon ("Supprimer : Estimation T3").
 */
export function actionOn(action: string, target: string): string {
  return `${withColon(action)} ${target}`;
}

/** A label and its colon, "Topic:"; French sets a no-break space before it ("Sujet :"). */
export function withColon(label: string): string {
  return `${label}${siteLanguage === 'fr' ? '\u00a0' : ''}:`;
}

/**
 * A file's size in the content's words (site/content/site/file-sizes.yaml): "312 KB", "1.2 MB"
 * (French: "312 Ko", "1,2 Mo"). Kilo and mega are decimal, 1,000 and 1,000,000 bytes, as mobile
 * networks count a data plan and as browsers and phones show a download. Kilobytes are whole, and a
 * file of a few bytes is still "1 KB" (a tap is never free); megabytes keep one decimal below 10
 * ("1.2 MB", "9.8 MB") and are whole from there ("13 MB"). Sizes round to the nearest unit.
 */
export function formatFileSize(bytes: number, units: FileSizeUnits): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`formatFileSize: expected a number of bytes, got ${String(bytes)}`);
  const kilobytes = Math.max(1, Math.round(bytes / 1000));
  // 999,600 bytes round to 1,000 KB: said as megabytes.
  if (kilobytes < 1000) return fillTemplate(units.kilobytes, { size: formatCount(kilobytes) });
  const megabytes = bytes / 1_000_000;
  const shown = megabytes < 9.95 ? Math.round(megabytes * 10) / 10 : Math.round(megabytes);
  return fillTemplate(units.megabytes, { size: megabytesFormat().format(shown) });
}

/** The words a size is written in: each template has {size} where the number goes. */
export interface FileSizeUnits {
  /** "{size} KB" */
  kilobytes: string;
  /** "{size} MB" */
  megabytes: string;
}
