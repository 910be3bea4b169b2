import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

import { escapeHtml } from '../../functions/_shared/http.ts';
import { page } from '../pages.ts';
import type { AuthContext } from './context.ts';
import { normaliseEmail } from './email.ts';
import { AuthError, badRequest } from './errors.ts';
import { queryParam, readFormBody } from './input.ts';
import { createFlowState, validatePkceParams } from './pkce.ts';
import { safeRedirect } from './redirects.ts';
import { startSession } from './sessions.ts';
import { addIdentity, findIdentity, findUserByEmail, findUserById, insertUser, type UserRow } from './users.ts';
import { sessionFragment } from './verify.ts';

/**
 * "Sign in with LinkedIn", locally: a page clearly marked as a stand-in takes the place of
 * LinkedIn's consent screen (GET /authorize?provider=linkedin_oidc) and returns to the site signed
 * in, as the real provider would. Only this page can send its form: it carries a one-time token that
 * must match a SameSite=Strict cookie set with it, the post must come from the page's own origin, and
 * the page may not be framed. Accounts follow GoTrue's identity rules: a LinkedIn identity signs in
 * to its own user, a new address gets a new user, and an address that already has an account is
 * refused (the stand-in cannot prove the address, so it never signs in to someone else's account).
 */

const title = 'LinkedIn sign-in (local stand-in)';
const cookieName = 'sb-linkedin-stand-in';
const pendingLifetimeMs = 10 * 60 * 1000;

interface PendingAuthorization {
  redirectTo: string;
  pkce: { method: string; challenge: string } | undefined;
  expiresAt: number;
}

// No form-action: browsers apply it to the redirect that follows the post, which leaves for the site.
const securityHeaders = (c: Context) => {
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
  c.header('X-Frame-Options', 'DENY');
  c.header('Cache-Control', 'no-store');
  // Not no-referrer: with it, browsers send "Origin: null" with the form, and the origin check needs it.
  c.header('Referrer-Policy', 'same-origin');
};

const sameToken = (a: string, b: string) => {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a === b;
};

export function createLinkedInStandIn(context: AuthContext) {
  const pending = new Map<string, PendingAuthorization>();
  const forgetExpired = () => {
    const now = context.now();
    for (const [token, entry] of pending) if (entry.expiresAt < now) pending.delete(token);
    // A flood of page loads cannot grow the map without end: the oldest go first.
    while (pending.size > 1000) {
      const oldest = pending.keys().next().value;
      if (oldest === undefined) break;
      pending.delete(oldest);
    }
  };

  const refusal = (c: Context, status: 400 | 403, message: string) => {
    securityHeaders(c);
    return c.html(page(title, `<h1>Sign in with LinkedIn</h1><p>${escapeHtml(message)}</p>`), status);
  };

  /** GET /authorize: the consent page. */
  const authorize = (c: Context): Response => {
    const provider = queryParam(c, 'provider') ?? '';
    if (provider === '') throw badRequest('validation_failed', 'Unsupported provider: Provider  could not be found');
    if (provider !== 'linkedin_oidc' || !context.settings.linkedinEnabled) {
      throw badRequest('validation_failed', 'Unsupported provider: Provider is not enabled');
    }
    const pkce = validatePkceParams(queryParam(c, 'code_challenge_method') ?? '', queryParam(c, 'code_challenge') ?? '');
    forgetExpired();
    const csrfToken = randomBytes(24).toString('base64url');
    pending.set(csrfToken, {
      redirectTo: safeRedirect(context.settings, queryParam(c, 'redirect_to')),
      pkce,
      expiresAt: context.now() + pendingLifetimeMs,
    });
    setCookie(c, cookieName, csrfToken, {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/auth/v1/authorize',
      maxAge: pendingLifetimeMs / 1000,
    });
    securityHeaders(c);
    return c.html(
      page(
        title,
        `<p class="notice"><strong>Local development stand-in.</strong> This page is not LinkedIn. It replaces LinkedIn's sign-in so the flow can run without the internet. Production uses the real LinkedIn (OpenID Connect).</p>
<h1>Sign in with LinkedIn</h1>
<p>Continue to Akoma IndyCircle as:</p>
<form method="post" action="/auth/v1/authorize/linkedin_oidc">
  <label>Full name <input name="name" autocomplete="name" value="Ada Okafor" maxlength="200" required></label>
  <label>LinkedIn email <input name="email" type="email" autocomplete="email" value="ada.okafor@linkedin.example" maxlength="255" required></label>
  <input type="hidden" name="csrf_token" value="${escapeHtml(csrfToken)}">
  <button type="submit">Allow and continue</button>
</form>`,
      ),
    );
  };

  /** POST /authorize/linkedin_oidc: the consent, from the page above only. */
  const consent = async (c: Context): Promise<Response> => {
    const ownOrigin = new URL(c.req.url).origin;
    const origin = c.req.header('Origin');
    const fetchSite = c.req.header('Sec-Fetch-Site');
    if ((origin !== undefined && origin !== ownOrigin) || (fetchSite !== undefined && fetchSite !== 'same-origin')) {
      return refusal(c, 403, 'This form can only be sent from its own page.');
    }
    let form: Map<string, string>;
    try {
      form = await readFormBody(c);
    } catch (error) {
      if (error instanceof AuthError) return refusal(c, 400, error.message);
      throw error;
    }
    const csrfToken = form.get('csrf_token') ?? '';
    const cookie = getCookie(c, cookieName) ?? '';
    forgetExpired();
    const entry = csrfToken ? pending.get(csrfToken) : undefined;
    if (!entry || cookie === '' || !sameToken(cookie, csrfToken)) {
      return refusal(c, 403, 'This sign-in page has expired or was not opened here. Go back to the site and choose LinkedIn again.');
    }
    pending.delete(csrfToken);
    setCookie(c, cookieName, '', { httpOnly: true, sameSite: 'Strict', path: '/auth/v1/authorize', maxAge: 0 });

    let email: string;
    try {
      email = normaliseEmail(form.get('email') ?? '');
    } catch {
      return refusal(c, 400, 'Enter an email address like name@company.com.');
    }
    const name = (form.get('name') ?? '').trim().slice(0, 200) || email;
    const subject = `linkedin-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;

    const target = new URL(entry.redirectTo);
    const outcome = await context.database.transaction(async (tx) => {
      const identity = await findIdentity(tx, 'linkedin_oidc', subject);
      let user: UserRow | undefined = identity ? await findUserById(tx, identity.user_id) : undefined;
      if (!user) {
        if (await findUserByEmail(tx, email)) return { refused: true as const };
        const [firstName = '', ...rest] = name.split(/\s+/);
        const metadata = {
          full_name: name,
          name,
          first_name: firstName,
          last_name: rest.join(' '),
          email,
          email_verified: true,
          sub: subject,
        };
        user = await insertUser(tx, {
          email,
          passwordHash: null,
          userMetadata: metadata,
          provider: 'linkedin_oidc',
          confirmedAt: new Date(context.now()),
        });
        await addIdentity(tx, user, 'linkedin_oidc', subject, { ...metadata, provider_id: subject });
      }
      if (entry.pkce) {
        return { code: await createFlowState(context, tx, user.id, 'oauth', entry.pkce, { provider: 'linkedin_oidc', issued: true }) };
      }
      return { session: await startSession(context, tx, user.id, 'oauth') };
    });
    if ('refused' in outcome) {
      target.hash = new URLSearchParams({
        error: 'access_denied',
        error_code: 'identity_already_exists',
        error_description:
          'An account with this email already exists. Sign in with its password; LinkedIn is not linked to it automatically.',
        sb: '',
      }).toString();
    } else if (outcome.code !== undefined) {
      target.searchParams.set('code', outcome.code);
    } else {
      target.hash = sessionFragment(outcome.session, 'signup');
    }
    return c.redirect(target.toString(), 303);
  };

  return { authorize, consent };
}
