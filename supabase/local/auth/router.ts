import { Hono } from 'hono';
import { jwtVerify } from 'jose';

import type { LocalBackendConfig } from '../config.ts';
import { apiCors } from '../cors.ts';
import type { Database } from '../database.ts';
import type { Mailbox } from '../mailbox/mailbox.ts';
import { verifyPassword } from '../passwords.ts';
import { createUserAsAdmin, deleteUserAsAdmin, getUserAsAdmin, listUsers, updateUserAsAdmin } from './admin.ts';
import type { AuthContext } from './context.ts';
import { AuthError, errorResponse } from './errors.ts';
import { createLinkedInStandIn } from './linkedin.ts';
import { logout } from './logout.ts';
import { otp } from './otp.ts';
import { RateLimiter } from './rateLimits.ts';
import { recover } from './recover.ts';
import { resend } from './resend.ts';
import { loadAuthSettings, type AuthSettings } from './settings.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser, updateUser } from './user.ts';
import { verifyGet, verifyPost } from './verify.ts';
import { health, jwks, settings as settingsEndpoint } from './wellKnown.ts';

/**
 * The parts of Supabase Auth (GoTrue) that supabase-js and the member area use, with GoTrue's
 * request and answer shapes, status codes, error codes and messages. Laid out as GoTrue's
 * internal/api is: one module per endpoint under ./auth, an errors module, the mail templates
 * apart, and user and session repositories. This file only wires them to their routes.
 */

export interface AuthAppOptions {
  database: Database;
  mailbox: Mailbox;
  config: LocalBackendConfig;
  /** The API's own public address, for links in e-mails. */
  apiUrl: string;
  /** Settings over those of config.toml and GOTRUE_* (tests). */
  settings?: Partial<AuthSettings>;
  /** The clock (tests move it to check expiry). @default Date.now */
  now?: () => number;
}

export function createAuthApp({ database, mailbox, config, apiUrl, settings: overrides, now = Date.now }: AuthAppOptions) {
  const loaded = loadAuthSettings(config);
  const settings: AuthSettings = { ...loaded, ...overrides, rateLimits: { ...loaded.rateLimits, ...overrides?.rateLimits } };
  const fiveMinutes = 300;
  const context: AuthContext = {
    database,
    mailbox,
    settings,
    apiUrl,
    jwtSecret: new TextEncoder().encode(config.jwtSecret),
    limits: {
      // Per IP: keyed on the address in the header GOTRUE_RATE_LIMIT_HEADER names, off without one.
      signInSignUps: new RateLimiter(settings.rateLimits.signInSignUpsPer5Minutes, fiveMinutes, now, config.rateLimitHeader),
      token: new RateLimiter(settings.rateLimits.tokenRefreshPer5Minutes, fiveMinutes, now, config.rateLimitHeader),
      verify: new RateLimiter(settings.rateLimits.tokenVerificationsPer5Minutes, fiveMinutes, now, config.rateLimitHeader),
      emailSent: new RateLimiter(settings.rateLimits.emailSentPerHour, 3600, now),
    },
    now,
  };
  // Makes the dummy hash now, so the first unknown-user sign-in takes no longer than the others.
  void verifyPassword('', null);

  const app = new Hono();
  app.use(
    '*',
    apiCors(config, {
      allowHeaders: ['authorization', 'apikey', 'content-type', 'x-client-info', 'x-supabase-api-version'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Supabase-Api-Version'],
    }),
  );

  app.onError((error, c) => {
    if (error instanceof AuthError) return errorResponse(c, error);
    console.error('local Auth API:', error);
    return errorResponse(c, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
  });

  // Every API call carries the project's key, as Supabase's gateway requires; navigations (e-mail
  // links, the LinkedIn pages) and the public key set don't.
  const open = (method: string, path: string) =>
    method === 'OPTIONS' ||
    (method === 'GET' && /\/(verify|authorize|settings|health|\.well-known\/jwks\.json)$/.test(path)) ||
    (method === 'POST' && path.endsWith('/authorize/linkedin_oidc'));
  app.use('*', async (c, next) => {
    if (!open(c.req.method, c.req.path)) {
      try {
        const { payload } = await jwtVerify(c.req.header('apikey') ?? '', context.jwtSecret, { algorithms: ['HS256'] });
        if (payload.role !== 'anon' && payload.role !== 'service_role') throw new Error('wrong role');
      } catch {
        return c.json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
      }
    }
    await next();
    return undefined;
  });

  const linkedIn = createLinkedInStandIn(context);
  app.get('/health', (c) => health(c));
  app.get('/settings', (c) => settingsEndpoint(c, context));
  app.get('/.well-known/jwks.json', (c) => jwks(c));
  app.post('/signup', (c) => signup(c, context));
  app.post('/token', (c) => token(c, context));
  app.get('/verify', (c) => verifyGet(c, context));
  app.post('/verify', (c) => verifyPost(c, context));
  app.get('/user', (c) => getUser(c, context));
  app.put('/user', (c) => updateUser(c, context));
  app.post('/logout', (c) => logout(c, context));
  app.post('/recover', (c) => recover(c, context));
  app.post('/resend', (c) => resend(c, context));
  app.post('/otp', (c) => otp(c, context));
  app.post('/magiclink', (c) => otp(c, context));
  app.get('/authorize', (c) => linkedIn.authorize(c));
  app.post('/authorize/linkedin_oidc', (c) => linkedIn.consent(c));
  app.get('/admin/users', (c) => listUsers(c, context));
  app.post('/admin/users', (c) => createUserAsAdmin(c, context));
  app.get('/admin/users/:id', (c) => getUserAsAdmin(c, context));
  app.put('/admin/users/:id', (c) => updateUserAsAdmin(c, context));
  app.delete('/admin/users/:id', (c) => deleteUserAsAdmin(c, context));
  // A route, not notFound(): a mounted app's notFound handler is not the one its parent uses.
  app.all('*', (c) => errorResponse(c, new AuthError(404, 'not_found', `No ${c.req.method} ${c.req.path.slice(0, 100)} in the Auth API`)));
  return app;
}
