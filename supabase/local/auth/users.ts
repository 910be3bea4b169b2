import type { Queryable } from './context.ts';
import { isUuid } from './context.ts';

/** The user repository: auth.users and auth.identities, and the user as the API shows it. */

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  /** With secure e-mail change: 1 once one of the two links was followed. */
  email_change_confirm_status: number;
  email_change_sent_at: Date | null;
  raw_app_meta_data: { provider?: string; providers?: string[] } & Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Record<string, unknown>;
  created_at: Date;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** By address; `email` is already lower-cased (see email.ts). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('select * from auth.users where email = $1', [email])).rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await db.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0];
}

export type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

export async function findUserByToken(db: Queryable, column: TokenColumn, token: string): Promise<UserRow | undefined> {
  if (!token) return undefined;
  return (await db.query<UserRow>(`select * from auth.users where ${column} = $1`, [token])).rows[0];
}

export async function insertUser(
  db: Queryable,
  user: {
    email: string;
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
    provider: string;
    confirmedAt: Date | null;
  },
): Promise<UserRow> {
  const inserted = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data, email_confirmed_at)
     values ($1, $2, $3, $4, $5) returning *`,
    [user.email, user.passwordHash, user.userMetadata, { provider: user.provider, providers: [user.provider] }, user.confirmedAt],
  );
  const row = inserted.rows[0];
  if (!row) throw new Error('insert into auth.users returned no row');
  return row;
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  return (await db.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId])).rows;
}

export async function findIdentity(db: Queryable, provider: string, providerId: string): Promise<IdentityRow | undefined> {
  return (await db.query<IdentityRow>('select * from auth.identities where provider = $1 and provider_id = $2', [provider, providerId]))
    .rows[0];
}

/** Adds an identity and lists its provider in the user's app metadata. */
export async function addIdentity(db: Queryable, user: UserRow, provider: string, providerId: string, data: Record<string, unknown>) {
  await db.query(
    `insert into auth.identities (user_id, provider, provider_id, identity_data) values ($1, $2, $3, $4)
     on conflict (provider, provider_id) do nothing`,
    [user.id, provider, providerId, data],
  );
  const providers = Array.from(new Set([...(user.raw_app_meta_data.providers ?? []), provider]));
  await db.query(`update auth.users set raw_app_meta_data = raw_app_meta_data || $2::jsonb where id = $1`, [
    user.id,
    { provider: user.raw_app_meta_data.provider ?? provider, providers },
  ]);
}

/** Marks the address confirmed, and says so in the e-mail identity. */
export async function confirmEmail(db: Queryable, userId: string, now: Date) {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2), confirmation_token = null, updated_at = $2 where id = $1`,
    [userId, now],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/** The user as GoTrue answers with it. */
export async function userJson(db: Queryable, user: UserRow) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    ...(user.email_change ? { new_email: user.email_change, email_change_sent_at: iso(user.email_change_sent_at) } : {}),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: (await identitiesOf(db, user.id)).map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.created_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.created_at),
      email: typeof identity.identity_data.email === 'string' ? identity.identity_data.email : user.email,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

export type UserJson = Awaited<ReturnType<typeof userJson>>;
