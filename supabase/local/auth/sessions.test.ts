import { describe, expect, it } from 'vitest';

import { follow, setUpAuthTestServer, withAuthTestServer, type AuthClient } from '../testing/authTestServer.ts';

const server = setUpAuthTestServer();

/** The API's own answer (supabase-js turns a session error into "Auth session missing!" and forgets the session). */
async function userAnswer(accessToken: string | undefined) {
  const response = await server.api('/user', { headers: { Authorization: `Bearer ${accessToken ?? ''}` } });
  return { status: response.status, code: ((await response.json()) as { code?: string }).code };
}
async function refreshAnswer(refreshToken: string | undefined) {
  const response = await server.api('/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, code: ((await response.json()) as { code?: string }).code };
}
const accessTokenOf = async (client: AuthClient) => (await client.auth.getSession()).data.session?.access_token;
const refreshTokenOf = async (client: AuthClient) => (await client.auth.getSession()).data.session?.refresh_token;

describe('links in e-mails', () => {
  it('work once', async () => {
    const email = 'once@example.com';
    await server.client().auth.signUp({ email, password: 'a-long-passphrase' });
    const link = await server.latestLink(email);
    expect((await follow(link)).fragment.get('access_token')).toBeTruthy();
    const again = await follow(link);
    expect(again.status).toBe(303);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('expire after 24 hours', async () => {
    await server.member('expiry@example.com');
    await server.client().auth.resetPasswordForEmail('expiry@example.com');
    await server.client().auth.signUp({ email: 'expiry-signup@example.com', password: 'a-long-passphrase' });
    const recovery = await server.latestLink('expiry@example.com');
    const confirmation = await server.latestLink('expiry-signup@example.com');
    server.advance(24 * 3600 * 1000 + 1000);
    expect((await follow(recovery)).fragment.get('error_code')).toBe('otp_expired');
    expect((await follow(confirmation)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('expire after the configured time', async () => {
    await withAuthTestServer({ otpExpirySeconds: 60 }, async (quick) => {
      await quick.client().auth.signUp({ email: 'quick@example.com', password: 'a-long-passphrase' });
      const link = await quick.latestLink('quick@example.com');
      quick.advance(61_000);
      expect((await follow(link)).fragment.get('error_code')).toBe('otp_expired');
    });
  }, 30_000);
});

describe('PKCE', () => {
  it('checks the code challenge’s format', async () => {
    for (const [challenge, message] of [
      ['short', 'code challenge has to be between 43 and 128 characters'],
      [`${'a'.repeat(42)}!`, 'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes'],
    ] as const) {
      const response = await server.api('/signup', {
        method: 'POST',
        body: JSON.stringify({
          email: 'pkce-format@example.com',
          password: 'a-long-passphrase',
          code_challenge: challenge,
          code_challenge_method: 's256',
        }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    const half = await server.api('/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'pkce-format@example.com', password: 'a-long-passphrase', code_challenge: 'a'.repeat(43) }),
    });
    expect(((await half.json()) as { message: string }).message).toBe('PKCE flow requires code_challenge_method and code_challenge');
  });

  it('exchanges a code once, and not after 5 minutes', async () => {
    const supabase = server.client('pkce');
    await supabase.auth.signUp({ email: 'pkce@example.com', password: 'a-long-passphrase' });
    const code = (await follow(await server.latestLink('pkce@example.com'))).location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    server.advance(5 * 60 * 1000 + 1000);
    const late = await supabase.auth.exchangeCodeForSession(code);
    expect(late.error?.status).toBe(422);
    expect(late.error?.code).toBe('flow_state_expired');

    const fresh = server.client('pkce');
    await fresh.auth.resetPasswordForEmail('pkce@example.com');
    const recoveryCode = (await follow(await server.latestLink('pkce@example.com'))).location.searchParams.get('code') ?? '';
    const { data, error } = await fresh.auth.exchangeCodeForSession(recoveryCode);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('pkce@example.com');
    const replay = await server.api('/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: recoveryCode, code_verifier: 'x'.repeat(43) }),
    });
    expect(replay.status).toBe(404);
  });
});

describe('refresh tokens', () => {
  it('return the current token for a parent replayed within 10 seconds, and end the session after that', async () => {
    const { email, password } = await server.member('tabs@example.com');
    const { client: supabase, session } = await server.signIn(email, password);
    const parent = session?.refresh_token ?? '';
    const { data: refreshed } = await supabase.auth.refreshSession();
    const child = refreshed.session?.refresh_token ?? '';
    expect(child).not.toBe(parent);

    // A second tab refreshing with the same parent a moment later gets the same child.
    const secondTab = server.client();
    const replayed = await secondTab.auth.refreshSession({ refresh_token: parent });
    expect(replayed.error).toBeNull();
    expect(replayed.data.session?.refresh_token).toBe(child);

    server.advance(11_000);
    const late = await server.client().auth.refreshSession({ refresh_token: parent });
    expect(late.error?.code).toBe('refresh_token_already_used');
    expect(late.error?.message).toBe('Invalid Refresh Token: Already Used');
    // The whole session ended: its current token and its access token no longer work.
    expect(await refreshAnswer(child)).toEqual({ status: 400, code: 'refresh_token_not_found' });
    expect(await userAnswer(refreshed.session?.access_token)).toEqual({ status: 403, code: 'session_not_found' });
  });
});

describe('sessions', () => {
  it('end everywhere else when the password changes', async () => {
    const { email, password } = await server.member('changer@example.com');
    const { client: laptop } = await server.signIn(email, password);
    const { client: phone } = await server.signIn(email, password);
    const same = await laptop.auth.updateUser({ password });
    expect(same.error?.code).toBe('same_password');
    const phoneAccess = await accessTokenOf(phone);
    const phoneRefresh = await refreshTokenOf(phone);
    expect((await laptop.auth.updateUser({ password: 'a-new-passphrase' })).error).toBeNull();
    expect((await laptop.auth.getUser()).error).toBeNull();
    expect((await phone.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect(await userAnswer(phoneAccess)).toEqual({ status: 403, code: 'session_not_found' });
    expect(await refreshAnswer(phoneRefresh)).toEqual({ status: 400, code: 'refresh_token_not_found' });
    expect((await server.client().auth.signInWithPassword({ email, password: 'a-new-passphrase' })).error).toBeNull();
  });

  it('end by logout scope: others, local, or global; any other scope is refused', async () => {
    const { email, password } = await server.member('scopes@example.com');
    const { client: first } = await server.signIn(email, password);
    const { client: second } = await server.signIn(email, password);
    const token = (await accessTokenOf(first)) ?? '';
    const secondToken = await accessTokenOf(second);
    const bogus = await server.api('/logout?scope=everything', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(bogus.status).toBe(400);
    expect(await bogus.json()).toEqual({ code: 'validation_failed', message: 'Unsupported logout scope "everything"' });
    expect((await first.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await first.auth.getUser()).error).toBeNull();
    expect(await userAnswer(secondToken)).toEqual({ status: 403, code: 'session_not_found' });
    expect((await first.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await userAnswer(token)).toEqual({ status: 403, code: 'session_not_found' });
  });

  it('answer a request without a token with 401 no_authorization', async () => {
    const response = await server.api('/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
    const legacy = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.config.anonKey } });
    expect(await legacy.json()).toEqual({ code: 401, error_code: 'no_authorization', msg: 'This endpoint requires a valid Bearer token' });
  });
});

describe('the rest of the API', () => {
  it('publishes an empty JWKS (HS256 keys are never published), cached for 10 minutes', async () => {
    const response = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=600');
    expect(await response.json()).toEqual({ keys: [] });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await server.api('/no/such/route', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(((await response.json()) as { code: string }).code).toBe('not_found');
  });
});
