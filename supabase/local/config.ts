import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The local backend's settings. Every value has a default that makes `npm start` work on a fresh
 * clone; each can be overridden by an environment variable.
 */

const supabaseDirectory = fileURLToPath(new URL('..', import.meta.url));

/**
 * The local JWT secret and the anon key signed with it. Like Supabase's own local stack these are
 * public development values: they protect nothing but the local backend on this machine. The site
 * uses the same anon key by default (site/app/supabase/settings.ts); a unit test keeps them in step.
 */
export const localJwtSecret = 'akoma-local-development-jwt-secret-not-for-production-use';
export const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJha29tYS1sb2NhbCIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzY0NTQ1NjAwLCJleHAiOjIwODAwNzg0MDB9.JMJTUAV3BkF-8DgaYJ6ZSIr2SGXwchuFsOPaf2beTns';
/** The service role key signed with the same secret: what the local send-contact-email function uses. */
export const localServiceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJha29tYS1sb2NhbCIsInJvbGUiOiJzZXJ2aWNlX3JvbGUiLCJpYXQiOjE3NjQ1NDU2MDAsImV4cCI6MjA4MDA3ODQwMH0.NEnKMtVtRZOSUqHbW21rWnITUlMjOzUAEXyYT6V_2R4';
export const localMailApiKey = 'akoma-local-mail-api-key';

export interface LocalBackendConfig {
  apiPort: number;
  mailboxPort: number;
  host: string;
  /** Where users, sessions and mail are kept between restarts (PGlite's files). */
  dataDirectory: string;
  /**
   * A PostgreSQL database to keep them in instead of PGlite (`DATABASE_URL`), e.g.
   * postgresql://postgres@localhost:5432/akoma: an empty database of its own, reached as a role that
   * may create roles and schemas. Unset by default: `npm start` needs no server.
   */
  databaseUrl?: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Where a confirmation or sign-in returns to when no redirect is given. */
  siteUrl: string;
  /** Origins allowed to call the API and the function, e.g. "http://localhost:*". */
  allowedOrigins: string[];
  accessTokenLifetimeSeconds: number;
  /** How often the retry job sends the e-mails that are due. @default 30 seconds */
  mailDeliveryIntervalMs: number;
  /**
   * How often the member mail job queues the digests, reminders and recordings that are due and
   * sends them (hosted, pg_cron runs it every 15 minutes). @default 60 seconds
   */
  memberMailIntervalMs: number;
  /** The contact function's rate limits (see ContactFunctionConfig). */
  contactRateLimit: { perAddress: number; perIp: number; windowSeconds: number };
  /**
   * The request header whose first address the Auth API's per-IP rate limits key on, GoTrue's
   * GOTRUE_RATE_LIMIT_HEADER; empty, and no per-IP limit applies, as in GoTrue. The backend stands
   * in for hosted's gateway and fills it with the caller's socket address, replacing what the
   * caller sent. @default X-Forwarded-For
   */
  rateLimitHeader: string;
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): LocalBackendConfig {
  const host = environment.SUPABASE_LOCAL_HOST ?? '127.0.0.1';
  return {
    apiPort: Number(environment.SUPABASE_LOCAL_PORT ?? 54321),
    mailboxPort: Number(environment.SUPABASE_MAILBOX_PORT ?? 54324),
    host,
    dataDirectory: environment.SUPABASE_LOCAL_DATA ?? join(supabaseDirectory, '.local-data'),
    ...(environment.DATABASE_URL ? { databaseUrl: environment.DATABASE_URL } : {}),
    jwtSecret: environment.SUPABASE_LOCAL_JWT_SECRET ?? localJwtSecret,
    anonKey: environment.SUPABASE_LOCAL_ANON_KEY ?? localAnonKey,
    serviceRoleKey: environment.SUPABASE_LOCAL_SERVICE_ROLE_KEY ?? localServiceRoleKey,
    siteUrl: environment.SITE_URL ?? 'http://localhost:5173',
    allowedOrigins: (environment.SUPABASE_LOCAL_ALLOWED_ORIGINS ?? 'http://localhost:*,http://127.0.0.1:*')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    accessTokenLifetimeSeconds: Number(environment.SUPABASE_LOCAL_JWT_EXPIRY ?? 3600),
    mailDeliveryIntervalMs: Number(environment.SUPABASE_LOCAL_MAIL_DELIVERY_INTERVAL_MS ?? 30_000),
    memberMailIntervalMs: Number(environment.SUPABASE_LOCAL_MEMBER_MAIL_INTERVAL_MS ?? 60_000),
    contactRateLimit: {
      perAddress: Number(environment.CONTACT_MAX_PER_ADDRESS ?? 5),
      perIp: Number(environment.CONTACT_MAX_PER_IP ?? 20),
      windowSeconds: Number(environment.CONTACT_RATE_WINDOW_SECONDS ?? 600),
    },
    rateLimitHeader: (environment.GOTRUE_RATE_LIMIT_HEADER ?? 'X-Forwarded-For').trim(),
  };
}
