import { describe, expect, it } from 'vitest';

import { testSite, setUpAuthTestServer } from '../testing/authTestServer.ts';

const server = setUpAuthTestServer();

/** The stand-in's consent page as a browser gets it: its form token and its cookie. */
async function consentPage(response: Response) {
  const html = await response.text();
  return {
    response,
    html,
    csrfToken: /name="csrf_token" value="([^"]+)"/.exec(html)?.[1] ?? '',
    cookie: (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '',
  };
}

/** Opens the stand-in's consent page as a browser would. */
const openConsent = async (redirectTo = `${testSite}/`) =>
  consentPage(await fetch(`${server.url}/auth/v1/authorize?provider=linkedin_oidc&redirect_to=${encodeURIComponent(redirectTo)}`));

async function consent(fields: Record<string, string>, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/auth/v1/authorize/linkedin_oidc`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
    redirect: 'manual',
  });
  const location = response.headers.get('Location');
  return { status: response.status, location: location ? new URL(location) : undefined, text: location ? '' : await response.text() };
}

describe('the LinkedIn stand-in', () => {
  it('cannot be framed, and sets its form token in a SameSite=Strict cookie', async () => {
    const { response, csrfToken, cookie } = await openConsent();
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Set-Cookie')).toMatch(/HttpOnly/i);
    expect(response.headers.get('Set-Cookie')).toMatch(/SameSite=Strict/i);
    expect(csrfToken.length).toBeGreaterThan(20);
    expect(cookie).toContain(csrfToken);
  });

  it('refuses a post from another site, without the token, or with a token used before', async () => {
    const page = await openConsent();
    const fields = { name: 'Eve', email: 'eve@linkedin.example', csrf_token: page.csrfToken };
    expect((await consent(fields, { Cookie: page.cookie, Origin: 'http://localhost:9999' })).status).toBe(403);
    expect((await consent(fields, { Cookie: page.cookie, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await consent({ ...fields, csrf_token: '' }, { Cookie: page.cookie })).status).toBe(403);
    expect((await consent(fields, {})).status).toBe(403);
    const accepted = await consent(fields, { Cookie: page.cookie, Origin: server.url, 'Sec-Fetch-Site': 'same-origin' });
    expect(accepted.status).toBe(303);
    expect((await consent(fields, { Cookie: page.cookie })).status).toBe(403);
  });

  it('signs a new LinkedIn member in, and the same member again into the same account', async () => {
    const first = await openConsent();
    const signedUp = await consent(
      { name: 'Chidi Eze', email: 'Chidi@LinkedIn.example', csrf_token: first.csrfToken },
      { Cookie: first.cookie },
    );
    const fragment = new URLSearchParams(signedUp.location?.hash.slice(1));
    const { data } = await server.client().auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.email).toBe('chidi@linkedin.example');
    expect(data.user?.app_metadata.provider).toBe('linkedin_oidc');
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Chidi', last_name: 'Eze' });

    const second = await openConsent();
    const again = await consent(
      { name: 'Chidi Eze', email: 'chidi@linkedin.example', csrf_token: second.csrfToken },
      { Cookie: second.cookie },
    );
    const { data: returning } = await server
      .client()
      .auth.getUser(new URLSearchParams(again.location?.hash.slice(1)).get('access_token') ?? '');
    expect(returning.user?.id).toBe(data.user?.id);
  });

  it('never signs in to an existing password account with the same address', async () => {
    await server.member('banker@example.com');
    const page = await openConsent();
    const attempt = await consent({ name: 'Mallory', email: 'banker@example.com', csrf_token: page.csrfToken }, { Cookie: page.cookie });
    const fragment = new URLSearchParams(attempt.location?.hash.slice(1));
    expect(fragment.get('access_token')).toBeNull();
    expect(fragment.get('error_code')).toBe('identity_already_exists');
    const identities = await server.database.query(
      `select 1 from auth.identities i join auth.users u on u.id = i.user_id where u.email = 'banker@example.com' and i.provider = 'linkedin_oidc'`,
    );
    expect(identities.rows).toHaveLength(0);
  });

  it('returns a PKCE code when the site asked for one', async () => {
    const supabase = server.client('pkce');
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'linkedin_oidc',
      options: { redirectTo: `${testSite}/`, skipBrowserRedirect: true },
    });
    const { csrfToken, cookie } = await consentPage(await fetch(data.url ?? ''));
    const back = await consent({ name: 'Zainab Bello', email: 'zainab@linkedin.example', csrf_token: csrfToken }, { Cookie: cookie });
    const code = back.location?.searchParams.get('code') ?? '';
    const { data: session, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(session.user?.email).toBe('zainab@linkedin.example');
  });
});
