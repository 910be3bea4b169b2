import { describe, expect, it } from 'vitest';

import { follow, testSite, setUpAuthTestServer, verifyLink, withAuthTestServer } from '../testing/authTestServer.ts';

const server = setUpAuthTestServer();

const countUsers = async (email: string) =>
  Number(
    (await server.database.query<{ count: string }>('select count(*) as count from auth.users where lower(email) = lower($1)', [email]))
      .rows[0]?.count,
  );

describe('sign-up through supabase-js', () => {
  it('leaves an unconfirmed account untouched when someone signs up again with its address', async () => {
    const owner = server.client();
    const email = 'owner@bank.com.ng';
    const first = await owner.auth.signUp({ email, password: 'owners-passphrase', options: { data: { first_name: 'Ada' } } });
    expect(first.error).toBeNull();
    const ownersLink = await server.latestLink(email);

    // Within the e-mail interval, the second sign-up is refused with GoTrue's 429.
    const attacker = server.client();
    const soon = await attacker.auth.signUp({ email, password: 'attackers-passphrase', options: { data: { first_name: 'Mallory' } } });
    expect(soon.error?.status).toBe(429);
    expect(soon.error?.code).toBe('over_email_send_rate_limit');

    // After it, the confirmation is sent again: the same link, nothing else changed.
    server.advance(61_000);
    const later = await attacker.auth.signUp({ email, password: 'attackers-passphrase', options: { data: { first_name: 'Mallory' } } });
    expect(later.error).toBeNull();
    const mails = await server.mailTo(email);
    expect(mails).toHaveLength(2);
    expect(verifyLink(mails[0])).toBe(ownersLink);
    expect(mails[0]?.text).toContain('Hello Ada');

    // The owner's link still confirms the account, and only the owner's password signs in.
    const confirmed = await follow(ownersLink);
    expect(confirmed.fragment.get('access_token')).toBeTruthy();
    expect((await attacker.auth.signInWithPassword({ email, password: 'attackers-passphrase' })).error?.code).toBe('invalid_credentials');
    const signedIn = await owner.auth.signInWithPassword({ email, password: 'owners-passphrase' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.user_metadata).toMatchObject({ first_name: 'Ada' });
  });

  it('mails a sign-up from the French edition its confirmation in French, whose link returns to the French page', async () => {
    const email = 'awa.diop@example.sn';
    const supabase = server.client();
    // What the site's French edition sends (site/app/pages/auth/authForms.ts, signUpRequest).
    const { data, error } = await supabase.auth.signUp({
      email,
      password: 'a-long-passphrase',
      options: { emailRedirectTo: `${testSite}/fr/circle`, data: { first_name: 'Awa', last_name: 'Diop', language: 'fr' } },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ language: 'fr' });
    const [mail, ...others] = await server.mailTo(email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe('Confirmez votre compte IndyCircle');
    expect(mail?.text).toMatch(
      /^Bonjour Awa,\n\nConfirmez votre adresse e-mail pour finaliser la création de votre compte IndyCircle\u00a0:/,
    );
    expect(mail?.text).toMatch(/Ou saisissez ce code\u00a0: \d{6}/);
    expect(mail?.html).toContain('>Confirmer mon adresse e-mail</a>');

    const landed = await follow(verifyLink(mail));
    expect(landed.location.href.split('#')[0]).toBe(`${testSite}/fr/circle`);
    expect(landed.fragment.get('access_token')).toBeTruthy();
    // The member keeps their language: every later e-mail is in it.
    const { data: signedIn } = await server.client().auth.signInWithPassword({ email, password: 'a-long-passphrase' });
    expect(signedIn.user?.user_metadata).toMatchObject({ first_name: 'Awa', language: 'fr' });
  });

  it('mails an English confirmation to a sign-up from the English edition, or one that names no language', async () => {
    for (const [email, data] of [
      ['ada.en@bank.com.ng', { first_name: 'Ada', language: 'en' }],
      ['ada.none@bank.com.ng', { first_name: 'Ada' }],
    ] as const) {
      expect((await server.client().auth.signUp({ email, password: 'a-long-passphrase', options: { data } })).error).toBeNull();
      const mail = await server.latestMail(email);
      expect(mail?.subject).toBe('Confirm your IndyCircle account');
      expect(mail?.text).toMatch(/^Hello Ada,\n\nConfirm your email address to finish creating your IndyCircle account:/);
    }
  });

  it('answers a confirmed address with an obfuscated user and sends nothing', async () => {
    const email = 'confirmed@bank.com.ng';
    await server.client().auth.signUp({ email, password: 'a-long-passphrase' });
    await follow(await server.latestLink(email));
    const { data, error } = await server.client().auth.signUp({ email, password: 'another-passphrase' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    const real = (await server.database.query<{ id: string }>('select id from auth.users where email = $1', [email])).rows[0];
    expect(data.user?.id).not.toBe(real?.id);
    expect(await server.mailTo(email)).toHaveLength(1);
  });

  it('treats an address in any case as one account, stored lower-cased', async () => {
    const { data } = await server.client().auth.signUp({ email: 'Kofi.Mensah@Example.co.KE', password: 'a-long-passphrase' });
    expect(data.user?.email).toBe('kofi.mensah@example.co.ke');
    server.advance(61_000);
    await server.client().auth.signUp({ email: 'KOFI.MENSAH@example.co.ke', password: 'another-passphrase' });
    expect(await countUsers('kofi.mensah@example.co.ke')).toBe(1);
    await follow(await server.latestLink('kofi.mensah@example.co.ke'));
    const signedIn = await server.client().auth.signInWithPassword({ email: 'KOFI.mensah@EXAMPLE.co.ke', password: 'a-long-passphrase' });
    expect(signedIn.error).toBeNull();
  });

  it('refuses a second row for an address in another case at the database too', async () => {
    await expect(server.database.query(`insert into auth.users (email) values ('Kofi.Mensah@example.co.ke')`)).rejects.toThrow();
  });

  it('stores nothing when the confirmation e-mail cannot be sent', async () => {
    const email = 'mail-down@bank.com.ng';
    server.mailbox.failing = true;
    server.mailbox.failingFor = email;
    try {
      const { error } = await server.client().auth.signUp({ email, password: 'a-long-passphrase' });
      expect(error?.status).toBe(500);
      expect(error?.message).toBe('Error sending confirmation email');
    } finally {
      server.mailbox.failing = false;
      server.mailbox.failingFor = null;
    }
    expect(await countUsers(email)).toBe(0);
    const identities = await server.database.query(`select 1 from auth.identities where identity_data ->> 'email' = $1`, [email]);
    expect(identities.rows).toHaveLength(0);
    // With mail back, the same sign-up works.
    expect((await server.client().auth.signUp({ email, password: 'a-long-passphrase' })).error).toBeNull();
  });

  it('checks the address: required, at most 255 characters, then its format', async () => {
    const supabase = server.client();
    const long = `${'a'.repeat(250)}@example.com`;
    expect((await supabase.auth.signUp({ email: long, password: 'a-long-passphrase' })).error?.message).toBe(
      'An email address is too long',
    );
    expect((await supabase.auth.signUp({ email: 'not-an-address', password: 'a-long-passphrase' })).error?.message).toBe(
      'Unable to validate email address: invalid format',
    );
    const huge = `${'a'.repeat(64 * 1024)}@example.com`;
    const started = performance.now();
    expect((await supabase.auth.signUp({ email: huge, password: 'a-long-passphrase' })).error?.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('caps passwords at 72 bytes and metadata at 4 KB', async () => {
    const supabase = server.client();
    const tooLong = await supabase.auth.signUp({ email: 'long-password@example.com', password: 'x'.repeat(73) });
    expect(tooLong.error?.status).toBe(400);
    expect(tooLong.error?.message).toBe('Password cannot be longer than 72 characters');
    const bulky = await supabase.auth.signUp({
      email: 'bulky@example.com',
      password: 'a-long-passphrase',
      options: { data: { note: 'x'.repeat(20_000) } },
    });
    expect(bulky.error?.status).toBe(400);
    expect(await countUsers('bulky@example.com')).toBe(0);
    const tenMegabytes = await server.api('/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'huge@example.com', password: 'y'.repeat(10 * 1024 * 1024) }),
    });
    expect(tenMegabytes.status).toBe(413);
  });

  it('refuses NUL bytes, lone surrogates, deep nesting and broken JSON with a 400 in GoTrue’s shape', async () => {
    const post = (body: string) => server.api('/signup', { method: 'POST', body });
    for (const body of [
      '{"email":"nul\\u0000@example.com","password":"a-long-passphrase"}',
      '{"email":"a@example.com","password":"a-long-passphrase","data":{"name":"\\ud800"}}',
      `{"email":"a@example.com","password":"a-long-passphrase","data":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      '{"email":',
      'email=a%40example.com&password=x',
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { code: string; message: string };
      expect(['bad_json', 'validation_failed']).toContain(answer.code);
      expect(answer.message).toBeTruthy();
    }
  });

  it('sends only allowed redirects in the link, and the site otherwise', async () => {
    const email = 'redirect@example.com';
    await server
      .client()
      .auth.signUp({ email, password: 'a-long-passphrase', options: { emailRedirectTo: 'http://localhost:9999/steal' } });
    const link = new URL(await server.latestLink(email));
    expect(link.searchParams.get('redirect_to')).toBe(testSite);
    const email2 = 'redirect2@example.com';
    await server
      .client()
      .auth.signUp({ email: email2, password: 'a-long-passphrase', options: { emailRedirectTo: 'http://localhost:4173/auth' } });
    expect(new URL(await server.latestLink(email2)).searchParams.get('redirect_to')).toBe('http://localhost:4173/auth');
  });
});

describe('sign-up settings', () => {
  it('returns a session at once with autoconfirm, and 422 user_already_exists after', async () => {
    await withAuthTestServer({ autoconfirm: true }, async (autoconfirm) => {
      const { data, error } = await autoconfirm.client().auth.signUp({ email: 'instant@example.com', password: 'a-long-passphrase' });
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
      expect(await autoconfirm.mailTo('instant@example.com')).toHaveLength(0);
      const again = await autoconfirm.client().auth.signUp({ email: 'instant@example.com', password: 'a-long-passphrase' });
      expect(again.error?.status).toBe(422);
      expect(again.error?.code).toBe('user_already_exists');
      expect(again.error?.message).toBe('User already registered');
    });
  }, 30_000);

  it('refuses sign-ups with 422 signup_disabled when they are off, and anonymous ones always', async () => {
    await withAuthTestServer({ signupEnabled: false }, async (closed) => {
      const { error } = await closed.client().auth.signUp({ email: 'late@example.com', password: 'a-long-passphrase' });
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('signup_disabled');
      expect(error?.message).toBe('Signups not allowed for this instance');
    });
    const anonymous = await server.client().auth.signInAnonymously();
    expect(anonymous.error?.code).toBe('anonymous_provider_disabled');
  }, 30_000);

  it('signs access tokens for the configured lifetime', async () => {
    await withAuthTestServer({ autoconfirm: true, jwtExpirySeconds: 120 }, async (short) => {
      const { data } = await short.client().auth.signUp({ email: 'short@example.com', password: 'a-long-passphrase' });
      expect(data.session?.expires_in).toBe(120);
    });
  }, 30_000);
});
