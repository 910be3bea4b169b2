import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { LocalBackendConfig } from '../config.ts';
import { loadAuthMailTemplates, type AuthMailTemplates } from './mailTemplates.ts';
import { readToml, type TomlTable, type TomlValue } from './toml.ts';

/**
 * The Auth API's settings, read as the hosted project reads them: supabase/config.toml's [auth]
 * tables first, then GoTrue's own environment variables (GOTRUE_*) over them. The backend's own
 * config supplies what it already knows (the JWT secret, the site address the tests start it with).
 */
export interface AuthSettings {
  /** Where links go when no redirect is asked for; always an allowed redirect. */
  siteUrl: string;
  /** Further redirect targets: exact URLs (any path below them) or GoTrue's globs (`*`, `**`). */
  redirectAllowList: string[];
  /** Sign-ups of any kind. GOTRUE_DISABLE_SIGNUP turns them off. */
  signupEnabled: boolean;
  /** The e-mail provider (sign-up, password, links). */
  emailEnabled: boolean;
  /** No confirmation e-mail: sign-up returns a session at once. */
  autoconfirm: boolean;
  /** The LinkedIn (OpenID Connect) stand-in. */
  linkedinEnabled: boolean;
  /** Access-token lifetime in seconds. */
  jwtExpirySeconds: number;
  minimumPasswordLength: number;
  /** Seconds a confirmation, recovery, magic-link or e-mail-change link (or its code) stays valid. */
  otpExpirySeconds: number;
  otpLength: number;
  /** Minimum seconds between two e-mails of one kind to one user. */
  emailMinIntervalSeconds: number;
  /** Seconds a PKCE flow state lives. */
  flowStateExpirySeconds: number;
  /** An e-mail change needs the links sent to both the current and the new address (double_confirm_changes). */
  secureEmailChange: boolean;
  refreshTokenRotation: boolean;
  /** Seconds during which a rotated refresh token may be presented again. */
  refreshTokenReuseIntervalSeconds: number;
  /** The e-mails' subjects and bodies ([auth.email.template.*]), parsed. */
  mailTemplates: AuthMailTemplates;
  rateLimits: {
    /** E-mails the whole server sends per hour. */
    emailSentPerHour: number;
    /** Per IP address in 5 minutes: sign-up, password sign-in, OTP, magic link, recover, resend, user update. */
    signInSignUpsPer5Minutes: number;
    /** Per IP address in 5 minutes: the /token grants. */
    tokenRefreshPer5Minutes: number;
    /** Per IP address in 5 minutes: /verify. */
    tokenVerificationsPer5Minutes: number;
  };
}

const defaultConfigPath = fileURLToPath(new URL('../../config.toml', import.meta.url));

/** "60s", "1m0s", "1h", "500ms" or a bare number of seconds, as Go's durations are written. */
export function parseDuration(value: TomlValue | string | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.length > 40) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value);
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };
  let total = 0;
  let matched = '';
  for (const match of value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
    total += Number(match[1]) * (units[match[2] ?? 's'] ?? 1);
    matched += match[0];
  }
  return matched === value && matched !== '' ? total : undefined;
}

const bool = (value: TomlValue | string | undefined): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
};
const num = (value: TomlValue | string | undefined): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};
const strings = (value: TomlValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** GOTRUE_DISABLE_SIGNUP says the opposite of config.toml's enable_signup; the variable wins. */
const signupEnabled = (disabledByEnvironment: boolean | undefined, enabledInToml: boolean | undefined) =>
  disabledByEnvironment === undefined ? (enabledInToml ?? true) : !disabledByEnvironment;

export interface LoadAuthSettingsOptions {
  environment?: NodeJS.ProcessEnv;
  /** The config.toml to read. @default supabase/config.toml */
  configPath?: string;
}

export function loadAuthSettings(config: LocalBackendConfig, options: LoadAuthSettingsOptions = {}): AuthSettings {
  const environment = options.environment ?? process.env;
  const configPath = options.configPath ?? defaultConfigPath;
  let tables = new Map<string, TomlTable>();
  try {
    tables = readToml(readFileSync(configPath, 'utf8'));
  } catch {
    // No config.toml: GoTrue's defaults below.
  }
  const auth = tables.get('auth') ?? {};
  const email = tables.get('auth.email') ?? {};
  const rateLimit = tables.get('auth.rate_limit') ?? {};
  const linkedin = tables.get('auth.external.linkedin_oidc') ?? {};
  const env = (name: string) => {
    const value = environment[name];
    return value === undefined || value === '' ? undefined : value;
  };

  const tomlSiteUrl = typeof auth.site_url === 'string' ? auth.site_url : undefined;
  const allowList = env('GOTRUE_URI_ALLOW_LIST')
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean) ?? [...(tomlSiteUrl ? [tomlSiteUrl] : []), ...strings(auth.additional_redirect_urls)];

  return {
    siteUrl: env('GOTRUE_SITE_URL') ?? config.siteUrl,
    redirectAllowList: allowList,
    signupEnabled: signupEnabled(bool(env('GOTRUE_DISABLE_SIGNUP')), bool(auth.enable_signup)),
    emailEnabled: bool(env('GOTRUE_EXTERNAL_EMAIL_ENABLED')) ?? bool(email.enable_signup) ?? true,
    autoconfirm: bool(env('GOTRUE_MAILER_AUTOCONFIRM')) ?? !(bool(email.enable_confirmations) ?? true),
    linkedinEnabled: bool(env('GOTRUE_EXTERNAL_LINKEDIN_OIDC_ENABLED')) ?? bool(linkedin.enabled) ?? false,
    jwtExpirySeconds: num(env('GOTRUE_JWT_EXP')) ?? num(auth.jwt_expiry) ?? config.accessTokenLifetimeSeconds,
    // GoTrue never allows fewer than 6 characters, whatever the setting says.
    minimumPasswordLength: Math.max(6, num(env('GOTRUE_PASSWORD_MIN_LENGTH')) ?? num(auth.minimum_password_length) ?? 6),
    otpExpirySeconds: num(env('GOTRUE_MAILER_OTP_EXP')) ?? num(email.otp_expiry) ?? 86_400,
    otpLength: Math.min(10, Math.max(6, num(env('GOTRUE_MAILER_OTP_LENGTH')) ?? num(email.otp_length) ?? 6)),
    emailMinIntervalSeconds: parseDuration(env('GOTRUE_SMTP_MAX_FREQUENCY')) ?? parseDuration(email.max_frequency) ?? 60,
    // GoTrue never lets a flow state live less than 5 minutes.
    flowStateExpirySeconds: Math.max(300, parseDuration(env('GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION')) ?? 300),
    secureEmailChange: bool(env('GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED')) ?? bool(email.double_confirm_changes) ?? true,
    refreshTokenRotation: bool(env('GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED')) ?? bool(auth.enable_refresh_token_rotation) ?? true,
    refreshTokenReuseIntervalSeconds:
      num(env('GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL')) ?? num(auth.refresh_token_reuse_interval) ?? 10,
    // The CLI reads content_path from the project's root, the folder that holds supabase/config.toml's folder.
    mailTemplates: loadAuthMailTemplates(tables, dirname(dirname(configPath))),
    rateLimits: {
      emailSentPerHour: num(env('GOTRUE_RATE_LIMIT_EMAIL_SENT')) ?? num(rateLimit.email_sent) ?? 30,
      signInSignUpsPer5Minutes: num(env('GOTRUE_RATE_LIMIT_OTP')) ?? num(rateLimit.sign_in_sign_ups) ?? 30,
      tokenRefreshPer5Minutes: num(env('GOTRUE_RATE_LIMIT_TOKEN_REFRESH')) ?? num(rateLimit.token_refresh) ?? 150,
      tokenVerificationsPer5Minutes: num(env('GOTRUE_RATE_LIMIT_VERIFY')) ?? num(rateLimit.token_verifications) ?? 30,
    },
  };
}
