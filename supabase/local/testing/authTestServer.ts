import { serve, type ServerType } from '@hono/node-server';
import { createClient, type Session } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import WebSocket from 'ws';

import { createAuthApp } from '../auth/router.ts';
import { loadConfig, type LocalBackendConfig } from '../config.ts';
import type { Database } from '../database.ts';
import { freePort } from './freePort.ts';
import { openTestDatabase } from './templateDatabase.ts';
import { Mailbox, type MailMessage } from '../mailbox/mailbox.ts';
import type { AuthSettings } from '../auth/settings.ts';

/**
 * The Auth API alone, for its tests: an in-memory database, its mailbox, the settings a test
 * asks for (over config.toml's) and a clock the test can move forward.
 */
export interface AuthTestServer {
  url: string;
  database: Database;
  mailbox: Mailbox;
  config: LocalBackendConfig;
  /** Moves the server's clock forward. */
  advance: (milliseconds: number) => void;
  /** supabase-js as the site makes it, with its own session storage. */
  client: (flowType?: 'implicit' | 'pkce') => AuthClient;
  /** supabase-js with the service role key (admin API). */
  admin: () => AuthClient;
  /** The e-mails to an address, newest first. */
  mailTo: (email: string) => Promise<MailMessage[]>;
  /** The newest e-mail to an address. */
  latestMail: (email: string) => Promise<MailMessage | undefined>;
  /** The /verify link in the newest e-mail to an address. */
  latestLink: (email: string) => Promise<string>;
  /** The one-time code in the newest e-mail to an address. */
  latestCode: (email: string) => Promise<string>;
  /** A confirmed member, made through the admin API (the test fails if it cannot be made). */
  member: (email: string, password?: string, userMetadata?: Record<string, unknown>) => Promise<Member>;
  /** A fresh client signed in with a password, and the session the sign-in returned (null if it was refused). */
  signIn: (email: string, password: string) => Promise<{ client: AuthClient; session: Session | null }>;
  /**
   * A request to the Auth API (`path` below /auth/v1) as supabase-js sends one: the anon key,
   * JSON and API version 2024-01-01, each of which `init.headers` may replace.
   */
  api: (path: string, init?: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> }) => Promise<Response>;
  close: () => Promise<void>;
}

export interface Member {
  email: string;
  password: string;
  id: string;
}

export const testSite = 'http://localhost:5173';

/** Rate limits high enough that a test only meets the one it is about. */
export const relaxedLimits: AuthSettings['rateLimits'] = {
  emailSentPerHour: 100_000,
  signInSignUpsPer5Minutes: 100_000,
  tokenRefreshPer5Minutes: 100_000,
  tokenVerificationsPer5Minutes: 100_000,
};

/** supabase-js as the site makes it, with its own in-memory session storage, so clients never share a session. */
export function siteClient(url: string, key: string, flowType: 'implicit' | 'pkce' = 'implicit') {
  const store = new Map<string, string>();
  return createClient(url, key, {
    auth: {
      flowType,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (name) => store.get(name) ?? null,
        setItem: (name, value) => void store.set(name, value),
        removeItem: (name) => void store.delete(name),
      },
    },
    // Node 20 has no global WebSocket for supabase-js's realtime client.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export type AuthClient = ReturnType<typeof siteClient>;

export async function startAuthTestServer(settings: Partial<AuthSettings> = {}): Promise<AuthTestServer> {
  const database = await openTestDatabase();
  const mailbox = new Mailbox(database);
  const port = await freePort();
  const config: LocalBackendConfig = { ...loadConfig({}), apiPort: port, siteUrl: testSite };
  const url = `http://127.0.0.1:${String(port)}`;
  let offset = 0;
  const api = new Hono();
  api.route(
    '/auth/v1',
    createAuthApp({
      database,
      mailbox,
      config,
      apiUrl: url,
      settings: { rateLimits: relaxedLimits, ...settings },
      now: () => Date.now() + offset,
    }),
  );
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: api.fetch, port, hostname: '127.0.0.1' }, () => {
      resolve(started);
    });
  });
  const client = (flowType?: 'implicit' | 'pkce') => siteClient(url, config.anonKey, flowType);
  const admin = () => siteClient(url, config.serviceRoleKey);
  const mailTo = async (email: string) => (await mailbox.list()).filter((message) => message.to.includes(email));
  const latestMail = async (email: string) => (await mailTo(email))[0];
  return {
    url,
    database,
    mailbox,
    config,
    advance: (milliseconds) => {
      offset += milliseconds;
    },
    client,
    admin,
    mailTo,
    latestMail,
    latestLink: async (email) => verifyLink(await latestMail(email)),
    latestCode: async (email) => mailedCode(await latestMail(email)),
    member: async (email, password = 'a-long-passphrase', userMetadata) => {
      const { data, error } = await admin().auth.admin.createUser({
        email,
        password,
        email_confirm: true,
        ...(userMetadata ? { user_metadata: userMetadata } : {}),
      });
      expect(error).toBeNull();
      return { email, password, id: data.user?.id ?? '' };
    },
    signIn: async (email, password) => {
      const signedIn = client();
      const { data } = await signedIn.auth.signInWithPassword({ email, password });
      return { client: signedIn, session: data.session };
    },
    api: (path, init = {}) =>
      fetch(`${url}/auth/v1${path}`, {
        ...init,
        headers: { apikey: config.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01', ...init.headers },
      }),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

/**
 * One Auth test server for the whole test file: started before its first test (then `prepare`
 * runs, for members every test needs), closed after its last. Each test gets 30 s, as each hashes
 * passwords (scrypt, a quarter of a second each) and a busy machine needs more than the usual 5 s.
 * The returned server may be used only inside tests and hooks, once it has started.
 */
export function setUpAuthTestServer(
  settings: Partial<AuthSettings> = {},
  prepare?: (server: AuthTestServer) => Promise<void>,
): AuthTestServer {
  vi.setConfig({ testTimeout: 30_000 });
  let started: AuthTestServer | undefined;
  const current = () => {
    if (!started) throw new Error('the Auth test server is used before it started (use it inside tests and hooks)');
    return started;
  };
  beforeAll(async () => {
    started = await startAuthTestServer(settings);
    await prepare?.(started);
  }, 30_000);
  afterAll(async () => {
    await started?.close();
  });
  return {
    get url() {
      return current().url;
    },
    get database() {
      return current().database;
    },
    get mailbox() {
      return current().mailbox;
    },
    get config() {
      return current().config;
    },
    advance: (milliseconds) => current().advance(milliseconds),
    client: (flowType) => current().client(flowType),
    admin: () => current().admin(),
    mailTo: (email) => current().mailTo(email),
    latestMail: (email) => current().latestMail(email),
    latestLink: (email) => current().latestLink(email),
    latestCode: (email) => current().latestCode(email),
    member: (email, password, userMetadata) => current().member(email, password, userMetadata),
    signIn: (email, password) => current().signIn(email, password),
    api: (path, init) => current().api(path, init),
    close: () => current().close(),
  };
}

/** A second server with other settings for one test, closed when the test is done with it. */
export async function withAuthTestServer(settings: Partial<AuthSettings>, run: (server: AuthTestServer) => Promise<void>): Promise<void> {
  const server = await startAuthTestServer(settings);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

/** The first link to /verify in an e-mail. */
export function verifyLink(message: MailMessage | undefined): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\S+/.exec(message?.text ?? '')?.[0];
  if (!link) throw new Error(`no verify link in ${message?.subject ?? 'a missing e-mail'}`);
  return link;
}

/** The one-time code in an e-mail. */
export function mailedCode(message: MailMessage | undefined): string {
  const code = /enter this code: (\d+)/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in ${message?.subject ?? 'a missing e-mail'}`);
  return code;
}

/** Follows a /verify link as a browser would, without following the redirect. */
export async function follow(link: string): Promise<{ status: number; location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = new URL(response.headers.get('Location') ?? 'http://invalid/');
  return { status: response.status, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}
