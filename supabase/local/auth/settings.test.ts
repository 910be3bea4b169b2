import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadConfig } from '../config.ts';
import { openDatabase } from '../database.ts';
import { testSite } from '../testing/authTestServer.ts';
import { isValidEmail, normaliseEmail } from './email.ts';
import { isRedirectAllowed } from './redirects.ts';
import { loadAuthSettings, parseDuration } from './settings.ts';
import { readToml } from './toml.ts';

const config = { ...loadConfig({}), siteUrl: testSite };

function withConfigToml(text: string, run: (path: string) => void) {
  const directory = mkdtempSync(join(tmpdir(), 'akoma-auth-settings-'));
  try {
    const path = join(directory, 'config.toml');
    writeFileSync(path, text);
    run(path);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

describe('Auth settings', () => {
  it('reads the project’s supabase/config.toml', () => {
    const settings = loadAuthSettings(config, { environment: {} });
    expect(settings.signupEnabled).toBe(true);
    expect(settings.autoconfirm).toBe(false);
    expect(settings.linkedinEnabled).toBe(true);
    expect(settings.refreshTokenReuseIntervalSeconds).toBe(10);
    expect(settings.otpExpirySeconds).toBe(86_400);
    expect(settings.emailMinIntervalSeconds).toBe(60);
    expect(settings.secureEmailChange).toBe(true);
    expect(settings.redirectAllowList).toContain('http://localhost:4173');
  });

  it('takes GoTrue’s environment variables over config.toml', () => {
    withConfigToml(
      '[auth]\nenable_signup = true\njwt_expiry = 3600\n[auth.email]\nenable_confirmations = true\nmax_frequency = "1m0s"\n[auth.rate_limit]\nemail_sent = 2 # per hour\n',
      (configPath) => {
        const fromFile = loadAuthSettings(config, { environment: {}, configPath });
        expect(fromFile).toMatchObject({ signupEnabled: true, autoconfirm: false, jwtExpirySeconds: 3600, emailMinIntervalSeconds: 60 });
        expect(fromFile.rateLimits.emailSentPerHour).toBe(2);
        const overridden = loadAuthSettings(config, {
          configPath,
          environment: {
            GOTRUE_DISABLE_SIGNUP: 'true',
            GOTRUE_MAILER_AUTOCONFIRM: 'true',
            GOTRUE_JWT_EXP: '600',
            GOTRUE_SMTP_MAX_FREQUENCY: '5s',
            GOTRUE_RATE_LIMIT_EMAIL_SENT: '100',
            GOTRUE_URI_ALLOW_LIST: 'https://akoma.africa/**,http://localhost:3000',
            GOTRUE_SITE_URL: 'https://akoma.africa',
          },
        });
        expect(overridden).toMatchObject({ signupEnabled: false, autoconfirm: true, jwtExpirySeconds: 600, emailMinIntervalSeconds: 5 });
        expect(overridden.rateLimits.emailSentPerHour).toBe(100);
        expect(overridden.siteUrl).toBe('https://akoma.africa');
        expect(overridden.redirectAllowList).toEqual(['https://akoma.africa/**', 'http://localhost:3000']);
      },
    );
  });

  it('keeps GoTrue’s floors: 6-character passwords, 5-minute flow states', () => {
    withConfigToml('[auth]\nminimum_password_length = 2\n', (configPath) => {
      const settings = loadAuthSettings(config, { environment: { GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION: '10s' }, configPath });
      expect(settings.minimumPasswordLength).toBe(6);
      expect(settings.flowStateExpirySeconds).toBe(300);
    });
  });

  it('reads Go durations', () => {
    expect(parseDuration('60s')).toBe(60);
    expect(parseDuration('1m30s')).toBe(90);
    expect(parseDuration('1h')).toBe(3600);
    expect(parseDuration('soon')).toBeUndefined();
  });

  it('reads the TOML config.toml uses, skipping what it does not know', () => {
    const tables = readToml('a = 1\n[auth]\nurls = ["x", "y,z"] # comment\nname = "a # b"\nweird = {inline = true}\n');
    expect(tables.get('')?.a).toBe(1);
    expect(tables.get('auth')).toEqual({ urls: ['x', 'y,z'], name: 'a # b' });
  });
});

describe('redirects', () => {
  const settings = {
    ...loadAuthSettings(config, { environment: {} }),
    redirectAllowList: ['http://localhost:4173', 'https://*.akoma.africa/**'],
  };

  it('allow the site, the allow list and globs, and nothing else', () => {
    expect(isRedirectAllowed(settings, 'http://localhost:5173/anything')).toBe(true);
    expect(isRedirectAllowed(settings, 'http://localhost:4173/auth')).toBe(true);
    expect(isRedirectAllowed(settings, 'https://members.akoma.africa/welcome')).toBe(true);
    expect(isRedirectAllowed(settings, 'http://localhost:9999/')).toBe(false);
    expect(isRedirectAllowed(settings, 'https://evil.example/?https://members.akoma.africa/')).toBe(false);
    expect(isRedirectAllowed(settings, 'https://a.b.akoma.africa/')).toBe(false);
    expect(isRedirectAllowed(settings, 'javascript:alert(1)')).toBe(false);
    expect(isRedirectAllowed(settings, 'http://user@localhost:5173/')).toBe(false);
  });
});

describe('the e-mail rule', () => {
  it('accepts ordinary addresses and lower-cases them', () => {
    expect(normaliseEmail('Ada.Okafor+work@Bank.com.NG')).toBe('ada.okafor+work@bank.com.ng');
    for (const bad of ['', 'a', 'a@b', '@b.com', 'a@@b.com', 'a b@c.com', 'a@-b.com', 'a@b.c', 'a@b..com', 'ä@b.com', 'a@b.com\u0000']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('runs in linear time, and refuses a long address before reading it', () => {
    const hostile = [`${'a'.repeat(100_000)}@`, `a@${'b.'.repeat(50_000)}`, 'a@'.repeat(50_000), `a@${'-'.repeat(100_000)}.com`];
    const started = performance.now();
    for (const text of hostile) {
      expect(isValidEmail(text)).toBe(false);
      expect(() => normaliseEmail(text)).toThrow('An email address is too long');
    }
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('the auth schema on a data directory from before the e-mail rule', () => {
  it('lower-cases addresses and settles case duplicates, keeping the confirmed account', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'akoma-auth-schema-'));
    try {
      const before = await openDatabase(directory);
      await before.exec(`
        alter table auth.users drop constraint users_email_lower_case;
        drop index auth.users_email_lower_key;
        insert into auth.users (id, email, email_confirmed_at, created_at) values
          ('00000000-0000-4000-8000-000000000001', 'Ada@Example.com', null, now() - interval '2 days'),
          ('00000000-0000-4000-8000-000000000002', 'ada@example.com', now(), now() - interval '1 day'),
          ('00000000-0000-4000-8000-000000000003', 'ADA@EXAMPLE.COM', now(), now()),
          ('00000000-0000-4000-8000-000000000004', 'Kofi@Example.com', null, now());
      `);
      await before.close();
      const after = await openDatabase(directory);
      const rows = (await after.query<{ id: string; email: string }>('select id, email from auth.users order by id')).rows;
      await after.close();
      expect(rows).toEqual([
        { id: '00000000-0000-4000-8000-000000000002', email: 'ada@example.com' },
        { id: '00000000-0000-4000-8000-000000000003', email: 'duplicate+00000000-0000-4000-8000-000000000003+ada@example.com' },
        { id: '00000000-0000-4000-8000-000000000004', email: 'kofi@example.com' },
      ]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }, 60_000);
});
