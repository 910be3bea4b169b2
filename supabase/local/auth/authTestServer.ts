import { serve, type ServerType } from '@hono/node-server';
import { createClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import WebSocket from 'ws';

import { createAuthApp } from '../auth.ts';
import { loadConfig, type LocalBackendConfig } from '../config.ts';
import { openDatabase, type Database } from '../database.ts';
import { freePort } from '../freePort.ts';
import { Mailbox, type MailMessage } from '../mailbox.ts';
import type { AuthSettings } from './settings.ts';

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
  close: () => Promise<void>;
}

export const testSite = 'http://localhost:5173';

/** Rate limits high enough that a test only meets the one it is about. */
export const relaxedLimits: AuthSettings['rateLimits'] = {
  emailSentPerHour: 100_000,
  signInSignUpsPer5Minutes: 100_000,
  tokenRefreshPer5Minutes: 100_000,
  tokenVerificationsPer5Minutes: 100_000,
};

/** supabase-js as the site makes it, with its own in-memory session storage. */
function authClient(url: string, key: string, flowType: 'implicit' | 'pkce' = 'implicit') {
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

export type AuthClient = ReturnType<typeof authClient>;

export async function startAuthTestServer(settings: Partial<AuthSettings> = {}): Promise<AuthTestServer> {
  const database = await openDatabase(undefined);
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
  return {
    url,
    database,
    mailbox,
    config,
    advance: (milliseconds) => {
      offset += milliseconds;
    },
    client: (flowType) => authClient(url, config.anonKey, flowType),
    admin: () => authClient(url, config.serviceRoleKey),
    mailTo: async (email) => (await mailbox.list()).filter((message) => message.to.includes(email)),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
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
