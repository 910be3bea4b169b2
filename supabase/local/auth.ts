import { createHash, randomBytes } from 'node:crypto';

import { Hono, type Context } from 'hono';
import { jwtVerify, SignJWT } from 'jose';

import { originAllowed } from '../functions/send-contact-email/handler.ts';
import type { LocalBackendConfig } from './config.ts';
import { apiCors } from './cors.ts';
import type { Database } from './database.ts';
import type { Mailbox } from './mailbox.ts';
import { hashPassword, minimumPasswordLength, verifyPassword } from './passwords.ts';
import { escapeHtml, page } from './pages.ts';

/**
 * The parts of Supabase Auth (GoTrue) that supabase-js uses, with its request and answer shapes
 * and its error codes and messages: sign-up with e-mail confirmation, the verify link, password,
 * refresh-token (rotating) and PKCE grants, user read and update, logout, password recovery, and a
 * local stand-in for "Sign in with LinkedIn" (OpenID Connect).
 */

interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  raw_app_meta_data: { provider?: string; providers?: string[] };
  raw_user_meta_data: Record<string, unknown>;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Record<string, unknown>;
  created_at: Date;
}

type AuthMethod = 'password' | 'otp' | 'oauth' | 'token_refresh' | 'pkce';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface AuthAppOptions {
  database: Database;
  mailbox: Mailbox;
  config: LocalBackendConfig;
  /** The API's own public address, for links in e-mails. */
  apiUrl: string;
}

export function createAuthApp({ database, mailbox, config, apiUrl }: AuthAppOptions) {
  const secret = new TextEncoder().encode(config.jwtSecret);
  const app = new Hono();

  app.use(
    '*',
    apiCors(config, {
      allowHeaders: ['authorization', 'apikey', 'content-type', 'x-client-info', 'x-supabase-api-version'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Supabase-Api-Version'],
    }),
  );

  // Error answers carry the API-version header, so supabase-js reads the error `code` (STACK.md).
  const authError = (
    c: Context,
    status: 400 | 401 | 403 | 404 | 422 | 429,
    code: string,
    message: string,
    extra: Record<string, unknown> = {},
  ) => {
    c.header('X-Supabase-Api-Version', '2024-01-01');
    return c.json({ code, error_code: code, msg: message, message, ...extra }, status);
  };

  // Every API call carries the project's anon key; navigations (verify links, OAuth) don't.
  app.use('*', async (c, next) => {
    const navigation = c.req.method === 'GET' && (c.req.path.endsWith('/verify') || c.req.path.endsWith('/authorize'));
    if (navigation || c.req.method === 'OPTIONS' || c.req.path.endsWith('/authorize/linkedin_oidc') || c.req.path.endsWith('/settings')) {
      await next();
      return undefined;
    }
    const apiKey = c.req.header('apikey');
    try {
      const { payload } = await jwtVerify(apiKey ?? '', secret);
      if (payload.role !== 'anon' && payload.role !== 'service_role') throw new Error('wrong role');
    } catch {
      return c.json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
    }
    await next();
    return undefined;
  });

  const identitiesOf = async (userId: string) =>
    (await database.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId])).rows;

  const userJson = async (user: UserRow) => ({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: (await identitiesOf(user.id)).map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      created_at: iso(identity.created_at),
      updated_at: iso(identity.created_at),
      email: user.email,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  });

  const findUserByEmail = async (email: string) =>
    (await database.query<UserRow>('select * from auth.users where lower(email) = lower($1)', [email])).rows[0];
  const findUserById = async (id: string) => (await database.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0];

  const addIdentity = async (user: UserRow, provider: string, data: Record<string, unknown>) => {
    await database.query(
      `insert into auth.identities (user_id, provider, provider_id, identity_data) values ($1, $2, $3, $4)
       on conflict (provider, provider_id) do nothing`,
      [user.id, provider, provider === 'email' ? user.id : typeof data.sub === 'string' ? data.sub : user.email, data],
    );
    const providers = Array.from(new Set([...(user.raw_app_meta_data.providers ?? []), provider]));
    await database.query(`update auth.users set raw_app_meta_data = $2 where id = $1`, [
      user.id,
      { provider: user.raw_app_meta_data.provider ?? provider, providers },
    ]);
  };

  /** A new session: a signed access token and a refresh token that can be used once. */
  const issueSession = async (userId: string, method: AuthMethod, existingSessionId?: string, parent?: string) => {
    await database.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
    const user = await findUserById(userId);
    if (!user) throw new Error('user vanished');
    const sessionId =
      existingSessionId ??
      (await database.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId])).rows[0]?.id ??
      '';
    const refreshToken = randomToken(18);
    await database.query('insert into auth.refresh_tokens (token, session_id, user_id, parent) values ($1, $2, $3, $4)', [
      refreshToken,
      sessionId,
      userId,
      parent ?? null,
    ]);
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + config.accessTokenLifetimeSeconds;
    const accessToken = await new SignJWT({
      aud: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: issuedAt }],
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(`${apiUrl}/auth/v1`)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(secret);
    return {
      access_token: accessToken,
      token_type: 'bearer' as const,
      expires_in: config.accessTokenLifetimeSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: await userJson(user),
    };
  };

  /** The signed-in user and session from a request's bearer token. */
  const authenticate = async (
    c: Context,
  ): Promise<{ error: 'bad_jwt' | 'user_not_found' | 'session_not_found' } | { user: UserRow; sessionId: string }> => {
    const token = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    try {
      const { payload } = await jwtVerify(token, secret, { audience: 'authenticated' });
      const user = payload.sub ? await findUserById(payload.sub) : undefined;
      const sessionId = typeof payload.session_id === 'string' ? payload.session_id : undefined;
      const session = sessionId
        ? (await database.query<{ id: string }>('select id from auth.sessions where id = $1', [sessionId])).rows[0]
        : undefined;
      if (!user) return { error: 'user_not_found' };
      if (!session) return { error: 'session_not_found' };
      return { user, sessionId: session.id };
    } catch {
      return { error: 'bad_jwt' };
    }
  };

  /** Where to send the visitor after a link: the requested address if the site may use it, else the site. */
  const safeRedirect = (requested: string | undefined) => {
    if (requested) {
      try {
        if (originAllowed(new URL(requested).origin, config.allowedOrigins)) return requested;
      } catch {
        // Not a URL: fall back to the site.
      }
    }
    return config.siteUrl;
  };

  const sessionFragment = (session: Awaited<ReturnType<typeof issueSession>>, type: string) =>
    new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type,
    }).toString();

  /** Sends the visitor back to the site signed in: tokens in the fragment (implicit flow) or a one-time code (PKCE). */
  const redirectSignedIn = async (
    c: Context,
    user: UserRow,
    redirectTo: string,
    type: string,
    method: AuthMethod,
    challenge?: { value: string; method: string },
  ) => {
    const target = new URL(safeRedirect(redirectTo));
    if (challenge) {
      const authCode = randomToken();
      await database.query(
        `insert into auth.flow_state (auth_code, user_id, code_challenge, code_challenge_method, authentication_method) values ($1, $2, $3, $4, $5)`,
        [authCode, user.id, challenge.value, challenge.method, method],
      );
      target.searchParams.set('code', authCode);
      return c.redirect(target.toString(), 303);
    }
    const session = await issueSession(user.id, method);
    target.hash = sessionFragment(session, type);
    return c.redirect(target.toString(), 303);
  };

  const readJson = async (c: Context): Promise<Record<string, unknown>> => {
    try {
      const body: unknown = await c.req.json();
      return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const stringField = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? body[name].trim() : '');

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, linkedin_oidc: true },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/signup', async (c) => {
    const body = await readJson(c);
    const email = stringField(body, 'email');
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !password) {
      return authError(c, 400, 'validation_failed', 'You must provide either an email or phone number and a password');
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email))
      return authError(c, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (password.length < minimumPasswordLength) {
      return authError(c, 422, 'weak_password', `Password should be at least ${String(minimumPasswordLength)} characters.`, {
        weak_password: { reasons: ['length'] },
      });
    }
    const existing = await findUserByEmail(email);
    if (existing?.email_confirmed_at) return authError(c, 422, 'user_already_exists', 'User already registered');

    const metadata: Record<string, unknown> =
      typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};
    const token = randomToken();
    const passwordHash = await hashPassword(password);
    const user = existing
      ? (
          await database.query<UserRow>(
            `update auth.users set encrypted_password = $2, raw_user_meta_data = $3, confirmation_token = $4, confirmation_sent_at = now(), updated_at = now()
             where id = $1 returning *`,
            [existing.id, passwordHash, metadata, sha256(token)],
          )
        ).rows[0]
      : (
          await database.query<UserRow>(
            `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data, confirmation_token, confirmation_sent_at)
             values ($1, $2, $3, $4, $5, now()) returning *`,
            [email, passwordHash, metadata, { provider: 'email', providers: ['email'] }, sha256(token)],
          )
        ).rows[0];
    if (!user) throw new Error('sign-up failed to store the user');
    if (!existing) await addIdentity(user, 'email', { sub: user.id, email, email_verified: false });

    const challenge = stringField(body, 'code_challenge');
    const verifyUrl = new URL(`${apiUrl}/auth/v1/verify`);
    verifyUrl.searchParams.set('token', token);
    verifyUrl.searchParams.set('type', 'signup');
    verifyUrl.searchParams.set('redirect_to', safeRedirect(c.req.query('redirect_to')));
    if (challenge) {
      verifyUrl.searchParams.set('code_challenge', challenge);
      verifyUrl.searchParams.set('code_challenge_method', stringField(body, 'code_challenge_method') || 's256');
    }
    const firstName = typeof metadata.first_name === 'string' && metadata.first_name ? metadata.first_name : 'there';
    await mailbox.deliver({
      from: 'Akoma IndyCircle <no-reply@akoma.example>',
      to: [email],
      subject: 'Confirm your IndyCircle account',
      html: `<p>Hello ${escapeHtml(firstName)},</p><p>Confirm your email address to finish creating your IndyCircle account:</p><p><a href="${escapeHtml(verifyUrl.toString())}">Confirm my email</a></p><p>If you didn't create an account, you can ignore this message.</p>`,
      text: `Hello ${firstName},\n\nConfirm your email address to finish creating your IndyCircle account:\n${verifyUrl.toString()}\n\nIf you didn't create an account, you can ignore this message.`,
    });
    return c.json(await userJson((await findUserByEmail(email)) ?? user));
  });

  app.get('/verify', async (c) => {
    const token = c.req.query('token') ?? '';
    const type = c.req.query('type') ?? 'signup';
    const redirectTo = c.req.query('redirect_to') ?? config.siteUrl;
    const column = type === 'recovery' ? 'recovery_token' : 'confirmation_token';
    const user = token
      ? (await database.query<UserRow>(`select * from auth.users where ${column} = $1`, [sha256(token)])).rows[0]
      : undefined;
    if (!user) {
      const target = new URL(safeRedirect(redirectTo));
      target.hash = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      }).toString();
      return c.redirect(target.toString(), 303);
    }
    await database.query(
      `update auth.users set ${column} = null, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [user.id],
    );
    const challenge = c.req.query('code_challenge');
    return redirectSignedIn(
      c,
      user,
      redirectTo,
      type,
      'otp',
      challenge ? { value: challenge, method: c.req.query('code_challenge_method') ?? 's256' } : undefined,
    );
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await readJson(c);

    if (grantType === 'password') {
      const email = stringField(body, 'email');
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email || !password)
        return authError(c, 400, 'validation_failed', 'You must provide either an email or phone number and a password');
      const user = await findUserByEmail(email);
      if (!user || !(await verifyPassword(password, user.encrypted_password))) {
        return authError(c, 400, 'invalid_credentials', 'Invalid login credentials');
      }
      if (!user.email_confirmed_at) return authError(c, 400, 'email_not_confirmed', 'Email not confirmed');
      return c.json(await issueSession(user.id, 'password'));
    }

    if (grantType === 'refresh_token') {
      const token = stringField(body, 'refresh_token');
      const row = (
        await database.query<{ token: string; session_id: string; user_id: string; revoked: boolean }>(
          'select token, session_id, user_id, revoked from auth.refresh_tokens where token = $1',
          [token],
        )
      ).rows[0];
      if (!row) return authError(c, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (row.revoked) {
        // A used token presented again: the session may have leaked, so it ends.
        await database.query('delete from auth.sessions where id = $1', [row.session_id]);
        return authError(c, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      await database.query('update auth.refresh_tokens set revoked = true where token = $1', [row.token]);
      return c.json(await issueSession(row.user_id, 'token_refresh', row.session_id, row.token));
    }

    if (grantType === 'pkce') {
      const authCode = stringField(body, 'auth_code');
      const verifier = stringField(body, 'code_verifier');
      if (!authCode || !verifier)
        return authError(c, 400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
      const flow = (
        await database.query<{ user_id: string; code_challenge: string; code_challenge_method: string; created_at: Date }>(
          'delete from auth.flow_state where auth_code = $1 returning user_id, code_challenge, code_challenge_method, created_at',
          [authCode],
        )
      ).rows[0];
      if (!flow) return authError(c, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      const expected =
        flow.code_challenge_method.toLowerCase() === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
      if (expected !== flow.code_challenge)
        return authError(c, 403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
      return c.json(await issueSession(flow.user_id, 'pkce'));
    }

    return authError(c, 400, 'validation_failed', 'unsupported_grant_type');
  });

  app.get('/user', async (c) => {
    const auth = await authenticate(c);
    if ('error' in auth) {
      return auth.error === 'bad_jwt'
        ? authError(c, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is unverifiable')
        : authError(
            c,
            403,
            auth.error,
            auth.error === 'session_not_found'
              ? 'Session from session_id claim in JWT does not exist'
              : 'User from sub claim in JWT does not exist',
          );
    }
    return c.json(await userJson(auth.user));
  });

  app.put('/user', async (c) => {
    const auth = await authenticate(c);
    if ('error' in auth) return authError(c, 403, auth.error, 'invalid JWT: unable to parse or verify signature, token is unverifiable');
    const body = await readJson(c);
    if (typeof body.password === 'string') {
      if (body.password.length < minimumPasswordLength) {
        return authError(c, 422, 'weak_password', `Password should be at least ${String(minimumPasswordLength)} characters.`, {
          weak_password: { reasons: ['length'] },
        });
      }
      await database.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
        auth.user.id,
        await hashPassword(body.password),
      ]);
    }
    if (typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data)) {
      await database.query('update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1', [
        auth.user.id,
        body.data,
      ]);
    }
    if (typeof body.email === 'string' && body.email.trim() && body.email.trim().toLowerCase() !== auth.user.email.toLowerCase()) {
      const taken = await findUserByEmail(body.email.trim());
      if (taken) return authError(c, 422, 'email_exists', 'A user with this email address has already been registered');
      await database.query('update auth.users set email = $2, updated_at = now() where id = $1', [auth.user.id, body.email.trim()]);
    }
    const updated = await findUserById(auth.user.id);
    return c.json(await userJson(updated ?? auth.user));
  });

  app.post('/logout', async (c) => {
    const auth = await authenticate(c);
    if ('error' in auth) return authError(c, 403, auth.error, 'invalid JWT: unable to parse or verify signature, token is unverifiable');
    const scope = c.req.query('scope') ?? 'global';
    if (scope === 'local') await database.query('delete from auth.sessions where id = $1', [auth.sessionId]);
    else if (scope === 'others')
      await database.query('delete from auth.sessions where user_id = $1 and id <> $2', [auth.user.id, auth.sessionId]);
    else await database.query('delete from auth.sessions where user_id = $1', [auth.user.id]);
    return c.body(null, 204);
  });

  app.post('/recover', async (c) => {
    const body = await readJson(c);
    const email = stringField(body, 'email');
    if (!email) return authError(c, 400, 'validation_failed', 'Password recovery requires an email');
    const user = await findUserByEmail(email);
    // The answer is the same whether or not the address has an account (no account discovery).
    if (user) {
      const token = randomToken();
      await database.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [user.id, sha256(token)]);
      const link = new URL(`${apiUrl}/auth/v1/verify`);
      link.searchParams.set('token', token);
      link.searchParams.set('type', 'recovery');
      link.searchParams.set('redirect_to', safeRedirect(c.req.query('redirect_to')));
      await mailbox.deliver({
        from: 'Akoma IndyCircle <no-reply@akoma.example>',
        to: [user.email],
        subject: 'Reset your IndyCircle password',
        html: `<p>Someone asked to reset the password for this IndyCircle account.</p><p><a href="${escapeHtml(link.toString())}">Choose a new password</a></p><p>If it wasn't you, ignore this message: your password stays the same.</p>`,
        text: `Someone asked to reset the password for this IndyCircle account.\n${link.toString()}\n\nIf it wasn't you, ignore this message: your password stays the same.`,
      });
    }
    return c.json({});
  });

  // "Sign in with LinkedIn", locally: a page clearly marked as a stand-in takes the place of
  // LinkedIn's consent screen and returns to the site signed in, as the real provider would.
  app.get('/authorize', (c) => {
    const provider = c.req.query('provider');
    if (provider !== 'linkedin_oidc') return authError(c, 400, 'validation_failed', 'Unsupported provider: Provider is not enabled');
    const redirectTo = safeRedirect(c.req.query('redirect_to'));
    const hidden = (name: string, value: string | undefined) =>
      value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';
    return c.html(
      page(
        'LinkedIn sign-in (local stand-in)',
        `<p class="notice"><strong>Local development stand-in.</strong> This page is not LinkedIn. It replaces LinkedIn's sign-in so the flow can run without the internet. Production uses the real LinkedIn (OpenID Connect).</p>
<h1>Sign in with LinkedIn</h1>
<p>Continue to Akoma IndyCircle as:</p>
<form method="post" action="/auth/v1/authorize/linkedin_oidc">
  <label>Full name <input name="name" autocomplete="name" value="Ada Okafor" required></label>
  <label>LinkedIn email <input name="email" type="email" autocomplete="email" value="ada.okafor@linkedin.example" required></label>
  ${hidden('redirect_to', redirectTo)}${hidden('code_challenge', c.req.query('code_challenge'))}${hidden('code_challenge_method', c.req.query('code_challenge_method'))}
  <button type="submit">Allow and continue</button>
</form>`,
      ),
    );
  });

  app.post('/authorize/linkedin_oidc', async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? form[name].trim() : '');
    const email = field('email');
    const name = field('name') || email;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email))
      return c.html(page('LinkedIn sign-in (local stand-in)', '<p>Enter an email address like name@company.com.</p>'), 400);
    const [firstName = '', ...rest] = name.split(/\s+/);
    let user = await findUserByEmail(email);
    if (!user) {
      user = (
        await database.query<UserRow>(
          `insert into auth.users (email, email_confirmed_at, raw_user_meta_data, raw_app_meta_data) values ($1, now(), $2, $3) returning *`,
          [
            email,
            { full_name: name, first_name: firstName, last_name: rest.join(' '), email },
            { provider: 'linkedin_oidc', providers: ['linkedin_oidc'] },
          ],
        )
      ).rows[0];
    }
    if (!user) throw new Error('LinkedIn stand-in failed to store the user');
    await addIdentity(user, 'linkedin_oidc', { sub: `linkedin-${sha256(email).slice(0, 16)}`, email, name, email_verified: true });
    const challenge = field('code_challenge');
    return redirectSignedIn(
      c,
      user,
      field('redirect_to'),
      'signup',
      'oauth',
      challenge ? { value: challenge, method: field('code_challenge_method') || 's256' } : undefined,
    );
  });

  return app;
}
