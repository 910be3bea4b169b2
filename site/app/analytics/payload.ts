/**
 * What an analytics event says, in the shape of Plausible's events API (POST /api/event: name, url,
 * domain, referrer, props, interactive), built so that nothing in it identifies a visitor or
 * repeats what they typed:
 * - the page's address loses its fragment (sign-in links carry tokens there) and its query (an
 *   unsubscribe link's token, an assessment's answers, a search), except the five campaign tags
 *   (utm_source, utm_medium, utm_campaign, utm_content, utm_term), which say where a visit came
 *   from and nothing about who made it;
 * - the referrer is cut the same way;
 * - properties are words and numbers only, at most 30, each value at most 200 characters; a value
 *   that looks like an e-mail address is dropped rather than sent.
 * Pure functions, run by the start-up sender (./events.ts) and the unit tests.
 */

/** The query parameters an address keeps: a campaign's tags. */
export const campaignParameters = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** Plausible accepts at most 30 custom properties on an event. */
export const maxProperties = 30;
/** Longer values are cut: a property names a kind of page or a choice, never a text. */
export const maxPropertyLength = 200;

export type EventProperties = Readonly<Record<string, string | number | boolean | undefined>>;

export interface AnalyticsEvent {
  /** `pageview`, a goal's name ("Contact sent") or a measurement's ("LCP"). */
  readonly name: string;
  readonly url: string;
  /** The site as it is named in Plausible. */
  readonly domain: string;
  readonly referrer?: string;
  readonly props?: Readonly<Record<string, string>>;
  /** false for measurements the visitor did not cause (web vitals), so they never count as engagement. */
  readonly interactive?: false;
}

/**
 * An address as it may be sent: http(s) only, without credentials or fragment, its query reduced
 * to the campaign tags. undefined for anything else (a mailto: link, a blob: download, garbage).
 */
export function cleanAddress(address: string, base?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const kept = new URLSearchParams();
  for (const parameter of campaignParameters) {
    const value = url.searchParams.get(parameter);
    if (value) kept.set(parameter, value.slice(0, maxPropertyLength));
  }
  url.search = kept.toString();
  url.hash = '';
  url.username = '';
  url.password = '';
  return url.href;
}

/** Something@somewhere.tld, anywhere in a value. */
const looksLikeAnEmailAddress = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** The properties as sent: strings, without empty or personal-looking values, within Plausible's limits. */
export function cleanProperties(properties: EventProperties | undefined): Record<string, string> | undefined {
  if (!properties) return undefined;
  const cleaned: Record<string, string> = {};
  let count = 0;
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined || value === '' || count >= maxProperties) continue;
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value);
    if (!text || looksLikeAnEmailAddress.test(text)) continue;
    cleaned[key.slice(0, 100)] = text.slice(0, maxPropertyLength);
    count += 1;
  }
  return count === 0 ? undefined : cleaned;
}

export interface EventContext {
  readonly domain: string;
  /** The page's address (location.href). */
  readonly url: string;
  /** document.referrer: empty when there is none. */
  readonly referrer: string;
}

/** The event to send, or undefined when the page's address cannot be sent. */
export function buildEvent(
  name: string,
  context: EventContext,
  properties?: EventProperties,
  { interactive = true }: { interactive?: boolean } = {},
): AnalyticsEvent | undefined {
  const url = cleanAddress(context.url);
  if (!url) return undefined;
  const referrer = context.referrer ? cleanAddress(context.referrer) : undefined;
  const props = cleanProperties(properties);
  return {
    name,
    url,
    domain: context.domain,
    ...(referrer ? { referrer } : {}),
    ...(props ? { props } : {}),
    ...(interactive ? {} : { interactive: false as const }),
  };
}
