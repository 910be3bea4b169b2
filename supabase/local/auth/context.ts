import type { Database, Queryable } from '../database.ts';
import type { Mailbox } from '../mailbox/mailbox.ts';
import type { RateLimiter } from './rateLimits.ts';
import type { AuthSettings } from './settings.ts';

/** What every endpoint of the Auth API works with. */
export interface AuthContext {
  database: Database;
  mailbox: Mailbox;
  settings: AuthSettings;
  /** The API's public address, for links in e-mails and the token issuer. */
  apiUrl: string;
  jwtSecret: Uint8Array;
  limits: {
    signInSignUps: RateLimiter;
    token: RateLimiter;
    verify: RateLimiter;
    /** One bucket for the whole server: e-mails per hour. */
    emailSent: RateLimiter;
  };
  /** Milliseconds since the epoch; tests move it to check expiry. */
  now: () => number;
}

/** The database or one of its transactions. */
export type { Queryable };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether text is a UUID (anything else must not reach a uuid column, where Postgres would fail). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);
