import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

import { rateLimited } from './errors.ts';

/**
 * GoTrue's rate limits: token buckets (as tollbooth keeps them) that refill `limit` requests over
 * `windowSeconds`, one bucket per key (an IP address, or one key for the whole server). A per-IP
 * limit also names `addressHeader`, the header its key is read from (see limitByAddress).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
    /** GOTRUE_RATE_LIMIT_HEADER, for a per-IP limit; empty turns the limit off, as in GoTrue. */
    readonly addressHeader = '',
  ) {}

  /** Takes one request from the key's bucket; false when it is empty. */
  allow(key: string): boolean {
    if (this.limit <= 0) return false;
    const now = this.now();
    const perMillisecond = this.limit / (this.windowSeconds * 1000);
    const bucket = this.buckets.get(key) ?? { tokens: this.limit, updatedAt: now };
    bucket.tokens = Math.min(this.limit, bucket.tokens + Math.max(0, now - bucket.updatedAt) * perMillisecond);
    bucket.updatedAt = now;
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      return false;
    }
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 10_000) this.forgetFull(now, perMillisecond);
    return true;
  }

  /** Drops the buckets that have refilled, so many addresses cannot grow the map without end. */
  private forgetFull(now: number, perMillisecond: number) {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) * perMillisecond >= this.limit) this.buckets.delete(key);
    }
  }
}

/**
 * The caller's address for a per-IP limit, read as GoTrue reads it (performRateLimitingWithHeader
 * in internal/api/middleware.go): the first comma-separated value of the limit's header, trimmed,
 * so with `X-Forwarded-For: client, proxy` the client counts. Undefined when no header is named,
 * when the request has none, or when its first value is blank: GoTrue then applies no per-IP limit
 * (it logs a warning for the last two), since it has nothing trustworthy to count.
 */
function limitKey(addressHeader: string, c: Context): string | undefined {
  if (addressHeader === '') return undefined;
  const key = c.req.header(addressHeader)?.split(',', 1)[0]?.trim();
  return key === '' ? undefined : key;
}

/** Takes one request from the caller's bucket, or answers GoTrue's 429; nothing when the request has no key. */
export function limitByAddress(limiter: RateLimiter, c: Context): void {
  const key = limitKey(limiter.addressHeader, c);
  if (key !== undefined && !limiter.allow(key)) throw rateLimited();
}

/**
 * What hosted's gateway does for the Auth API, done by the local backend that stands in for it:
 * the caller's address as the socket sees it, in the header the per-IP limits read, replacing
 * whatever the caller put there. GoTrue trusts that header as its proxy sets it; a value the
 * caller chose (a new one for every request) would give them a fresh bucket each time.
 */
export function forwardCallerAddress(addressHeader: string): MiddlewareHandler {
  return async (c, next) => {
    if (addressHeader !== '') c.req.raw.headers.set(addressHeader, socketAddress(c));
    await next();
  };
}

/** The caller's IP address as the socket sees it. */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
