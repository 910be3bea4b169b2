import { describe, expect, it } from 'vitest';

import { follow, testSite, setUpAuthTestServer, verifyLink, withAuthTestServer } from '../testing/authTestServer.ts';

const server = setUpAuthTestServer();

const member = (email: string) => server.member(email, undefined, { first_name: 'Ama' });

describe('password recovery', () => {
  it('mails a link that signs in as type recovery, where a new password can be set', async () => {
    const { email } = await member('forgetful@example.com');
    const supabase = server.client();
    expect((await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${testSite}/auth` })).error).toBeNull();
    const mail = await server.latestMail(email);
    expect(mail?.subject).toBe('Reset your IndyCircle password');
    const landed = await follow(await server.latestLink(email));
    expect(landed.location.pathname).toBe('/auth');
    expect(landed.fragment.get('type')).toBe('recovery');
    const { error } = await supabase.auth.setSession({
      access_token: landed.fragment.get('access_token') ?? '',
      refresh_token: landed.fragment.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    expect((await supabase.auth.updateUser({ password: 'a-remembered-passphrase' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'a-remembered-passphrase' })).error).toBeNull();
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const { data, error } = await server.client().auth.resetPasswordForEmail('nobody@example.com');
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await server.mailTo('nobody@example.com')).toHaveLength(0);
  });
});

describe('codes and token hashes (POST /verify)', () => {
  it('signs in with the e-mailed code (verifyOtp type email)', async () => {
    const email = 'code@example.com';
    await server.client().auth.signUp({ email, password: 'a-long-passphrase' });
    const code = await server.latestCode(email);
    const wrong = await server.client().auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.message).toBe('Token has expired or is invalid');
    const { data, error } = await server.client().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect((await server.client().auth.verifyOtp({ email, token: code, type: 'email' })).error?.code).toBe('otp_expired');
  });

  it('confirms with the token hash from the link (verifyOtp token_hash)', async () => {
    const email = 'hash@example.com';
    await server.client().auth.signUp({ email, password: 'a-long-passphrase' });
    const tokenHash = new URL(await server.latestLink(email)).searchParams.get('token') ?? '';
    const { data, error } = await server.client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const again = await server.client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error?.message).toBe('Email link is invalid or has expired');
  });
});

describe('resend', () => {
  it('sends the sign-up confirmation again after the interval, and nothing for a confirmed address', async () => {
    const email = 'resend@example.com';
    await server.client().auth.signUp({ email, password: 'a-long-passphrase' });
    const early = await server.client().auth.resend({ type: 'signup', email });
    expect(early.error?.code).toBe('over_email_send_rate_limit');
    expect(early.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    server.advance(61_000);
    expect((await server.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await server.mailTo(email)).toHaveLength(2);
    await follow(await server.latestLink(email));
    server.advance(61_000);
    expect((await server.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await server.mailTo(email)).toHaveLength(2);
  });
});

describe('magic links and e-mail OTP (/otp)', () => {
  it('mails a confirmed member a sign-in link', async () => {
    const { email } = await member('magic@example.com');
    expect((await server.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    expect((await server.latestMail(email))?.subject).toBe('Your IndyCircle sign-in link');
    const landed = await follow(await server.latestLink(email));
    expect(landed.fragment.get('type')).toBe('magiclink');
    expect(landed.fragment.get('access_token')).toBeTruthy();
  });

  it('creates an account without a password for a new address, unless told not to', async () => {
    const refused = await server.client().auth.signInWithOtp({ email: 'stranger@example.com', options: { shouldCreateUser: false } });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('otp_disabled');
    expect((await server.client().auth.signInWithOtp({ email: 'newcomer@example.com' })).error).toBeNull();
    const code = await server.latestCode('newcomer@example.com');
    const { data, error } = await server.client().auth.verifyOtp({ email: 'newcomer@example.com', token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('newcomer@example.com');
  });
});

describe('e-mail change', () => {
  it('keeps the new address pending until the links to the current and the new address are followed', async () => {
    const { email, password } = await member('mover@example.com');
    const { client: supabase } = await server.signIn(email, password);
    const { data, error } = await supabase.auth.updateUser({ email: 'Moved@Example.com' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe('moved@example.com');
    const toNew = await server.latestMail('moved@example.com');
    const toCurrent = await server.latestMail(email);
    expect(toNew?.subject).toBe('Confirm your new IndyCircle email address');
    expect(toCurrent?.subject).toBe('Confirm the change of your IndyCircle email address');

    const first = await follow(verifyLink(toNew));
    expect(first.fragment.get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    expect(first.fragment.get('access_token')).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email: 'moved@example.com', password })).error?.code).toBe(
      'invalid_credentials',
    );

    const second = await follow(verifyLink(toCurrent));
    expect(second.fragment.get('type')).toBe('email_change');
    expect((await server.client().auth.signInWithPassword({ email: 'moved@example.com', password })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
  });

  it('checks the new address’s format, and refuses one that has an account', async () => {
    const { email, password } = await member('stayer@example.com');
    await member('taken@example.com');
    const { client: supabase } = await server.signIn(email, password);
    expect((await supabase.auth.updateUser({ email: 'not an address' })).error?.status).toBe(400);
    const taken = await supabase.auth.updateUser({ email: 'TAKEN@example.com' });
    expect(taken.error?.code).toBe('email_exists');
  });
});

describe('in the member’s language', () => {
  it('sends a member who joined from the French edition their reset link and sign-in link in French', async () => {
    const { email } = await server.member('fatou.ndiaye@example.sn', undefined, { first_name: 'Fatou', language: 'fr' });
    expect((await server.client().auth.resetPasswordForEmail(email, { redirectTo: `${testSite}/fr/auth/new-password` })).error).toBeNull();
    const reset = await server.latestMail(email);
    expect(reset?.subject).toBe('Réinitialisez votre mot de passe IndyCircle');
    expect(reset?.text).toMatch(
      /^Bonjour Fatou,\n\nNous avons reçu une demande de réinitialisation du mot de passe de ce compte IndyCircle\./,
    );
    expect((await follow(verifyLink(reset))).location.pathname).toBe('/fr/auth/new-password');

    server.advance(61_000);
    expect((await server.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    expect((await server.latestMail(email))?.subject).toBe('Votre lien de connexion à IndyCircle');
  });

  it('follows the language kept in the metadata: a member the site moves to French gets both e-mail-change links in French', async () => {
    const { email, password } = await server.member('kofi.asante@example.com', undefined, { first_name: 'Kofi', language: 'en' });
    const { client: supabase } = await server.signIn(email, password);
    // What the site does when a member signs in from the other edition (site/app/supabase/memberLanguage.ts).
    expect((await supabase.auth.updateUser({ data: { language: 'fr' } })).error).toBeNull();
    expect((await supabase.auth.updateUser({ email: 'kofi.nouveau@example.com' })).error).toBeNull();
    const toNew = await server.latestMail('kofi.nouveau@example.com');
    const toCurrent = await server.latestMail(email);
    expect(toNew?.subject).toBe('Confirmez votre nouvelle adresse e-mail IndyCircle');
    expect(toNew?.text).toContain('Confirmez kofi.nouveau@example.com comme nouvelle adresse e-mail de votre compte IndyCircle');
    expect(toCurrent?.subject).toBe('Confirmez le changement d’adresse e-mail de votre compte IndyCircle');
    expect(toCurrent?.text).toMatch(/^Bonjour Kofi,/);
  });

  it('answers a language the template cannot compare (a number) as GoTrue does: a 500 for that e-mail, and nothing stored', async () => {
    const email = 'numeric.language@example.com';
    const { error } = await server.client().auth.signUp({ email, password: 'a-long-passphrase', options: { data: { language: 5 } } });
    expect(error?.status).toBe(500);
    expect(error?.message).toBe('Error sending confirmation email');
    expect(await server.mailTo(email)).toHaveLength(0);
  });
});

describe('e-mail change with double_confirm_changes off', () => {
  it('needs only the link sent to the new address', async () => {
    await withAuthTestServer({ secureEmailChange: false }, async (single) => {
      const { email, password } = await single.member('single@example.com');
      const { client: supabase } = await single.signIn(email, password);
      expect((await supabase.auth.updateUser({ email: 'single-new@example.com' })).error).toBeNull();
      expect(await single.mailTo('single@example.com')).toHaveLength(0);
      const landed = await follow(await single.latestLink('single-new@example.com'));
      expect(landed.fragment.get('type')).toBe('email_change');
      expect((await single.client().auth.signInWithPassword({ email: 'single-new@example.com', password })).error).toBeNull();
    });
  }, 30_000);
});

describe('admin users (service role)', () => {
  it('lists, gets, creates, updates and deletes users', async () => {
    const admin = server.admin().auth.admin;
    const created = await admin.createUser({ email: 'Staff@Example.com', password: 'a-long-passphrase', email_confirm: true });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect(created.data.user?.email).toBe('staff@example.com');
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect((await admin.createUser({ email: 'staff@example.com', password: 'a-long-passphrase' })).error?.code).toBe('email_exists');

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.data.users.map((user) => user.id)).toContain(id);
    expect((await admin.getUserById(id)).data.user?.email).toBe('staff@example.com');
    expect((await admin.getUserById('00000000-0000-4000-8000-000000000000')).error?.status).toBe(404);

    const updated = await admin.updateUserById(id, { user_metadata: { team: 'People' }, password: 'another-passphrase' });
    expect(updated.data.user?.user_metadata).toMatchObject({ team: 'People' });
    expect(
      (await server.client().auth.signInWithPassword({ email: 'staff@example.com', password: 'another-passphrase' })).error,
    ).toBeNull();

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.code).toBe('user_not_found');
  });

  it('refuses anyone but the service role with 403 not_admin', async () => {
    const { email, password } = await member('curious@example.com');
    const { session } = await server.signIn(email, password);
    const response = await server.api('/admin/users', { headers: { Authorization: `Bearer ${session?.access_token ?? ''}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });
});
