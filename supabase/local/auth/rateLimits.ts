import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

import { rateLimited } from './errors.ts';

/**
 * GoTrue's rate limits: token buckets (as tollbooth keeps them) that refill `limit` requests over
 * `windowSeconds`, one bucket per key (an IP address, or one key for the whole server).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
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

/** The caller's IP address as the socket sees it (a header could be forged). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Takes one request from the caller's bucket, or answers GoTrue's 429. */
export function limitByAddress(limiter: RateLimiter, c: Context): void {
  if (!limiter.allow(clientAddress(c))) throw rateLimited();
}
