import type { Context } from 'hono';

import type { AuthContext } from './context.ts';

/** GET /settings: which sign-in methods are on, as GoTrue reports them. */
export function settings(c: Context, context: AuthContext): Response {
  const { settings: current } = context;
  return c.json({
    external: {
      anonymous_users: false,
      email: current.emailEnabled,
      phone: false,
      linkedin_oidc: current.linkedinEnabled,
    },
    disable_signup: !current.signupEnabled,
    mailer_autoconfirm: current.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/**
 * GET /.well-known/jwks.json. This project signs with a shared HS256 secret only, and GoTrue
 * never publishes a symmetric key, so the set is empty.
 */
export function jwks(c: Context): Response {
  c.header('Cache-Control', 'public, max-age=600');
  return c.json({ keys: [] });
}

export function health(c: Context): Response {
  return c.json({ version: 'local', name: 'GoTrue', description: 'Akoma local stand-in for Supabase Auth' });
}
