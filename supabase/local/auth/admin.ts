import type { Context } from 'hono';

import { hashPassword } from '../passwords.ts';
import type { AuthContext } from './context.ts';
import { isUuid } from './context.ts';
import { normaliseEmail } from './email.ts';
import { AuthError, badRequest, forbidden, unprocessable } from './errors.ts';
import { assertMetadataSize, objectField, queryParam, readJsonBody, stringField } from './input.ts';
import { checkPasswordStrength } from './passwordPolicy.ts';
import { bearerToken, verifiedClaims } from './sessions.ts';
import { addIdentity, confirmEmail, findUserByEmail, findUserById, insertUser, userJson, type UserRow } from './users.ts';

/**
 * /admin/users, for the service role only (tests, account deletion): list, get, create (with
 * `email_confirm`), update and delete users, with GoTrue's answers.
 */

async function requireAdmin(c: Context, context: AuthContext) {
  const claims = await verifiedClaims(context, bearerToken(c));
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw forbidden('not_admin', 'User not allowed');
}

async function loadUser(c: Context, context: AuthContext): Promise<UserRow> {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(context.database, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

const positiveInteger = (value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value)) throw badRequest('validation_failed', 'Bad Pagination Parameters: expected a positive integer');
  return Number(value);
};

export async function listUsers(c: Context, context: AuthContext): Promise<Response> {
  await requireAdmin(c, context);
  const page = Math.max(1, positiveInteger(queryParam(c, 'page'), 1));
  const perPage = Math.min(1000, Math.max(1, positiveInteger(queryParam(c, 'per_page'), 50)));
  const total = Number((await context.database.query<{ count: string }>('select count(*) as count from auth.users')).rows[0]?.count ?? 0);
  const rows = (
    await context.database.query<UserRow>('select * from auth.users order by created_at desc, id limit $1 offset $2', [
      perPage,
      (page - 1) * perPage,
    ])
  ).rows;
  const users = await Promise.all(rows.map((row) => userJson(context.database, row)));
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number, rel: string) => `</admin/users?page=${String(target)}&per_page=${String(perPage)}>; rel="${rel}"`;
  c.header('X-Total-Count', String(total));
  c.header('Link', [...(page < lastPage ? [link(page + 1, 'next')] : []), link(lastPage, 'last')].join(', '));
  return c.json({ users, aud: 'authenticated' });
}

export async function getUserAsAdmin(c: Context, context: AuthContext): Promise<Response> {
  await requireAdmin(c, context);
  return c.json(await userJson(context.database, await loadUser(c, context)));
}

export async function createUserAsAdmin(c: Context, context: AuthContext): Promise<Response> {
  await requireAdmin(c, context);
  const body = await readJsonBody(c);
  const emailInput = stringField(body, 'email');
  if (emailInput === '' && stringField(body, 'phone') === '') {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  if (emailInput === '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  const email = normaliseEmail(emailInput);
  const password = stringField(body, 'password');
  if (password !== '') checkPasswordStrength(context.settings, password);
  const userMetadata = objectField(body, 'user_metadata') ?? objectField(body, 'data') ?? {};
  const appMetadata = objectField(body, 'app_metadata') ?? {};
  assertMetadataSize(userMetadata);
  assertMetadataSize(appMetadata);
  if (await findUserByEmail(context.database, email)) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  const passwordHash = password === '' ? null : await hashPassword(password);
  const created = await context.database.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw unprocessable('email_exists', 'A user with this email address has already been registered');
    const user = await insertUser(tx, { email, passwordHash, userMetadata, provider: 'email', confirmedAt: null });
    await addIdentity(tx, user, 'email', user.id, {
      sub: user.id,
      email,
      email_verified: body.email_confirm === true,
      phone_verified: false,
    });
    if (Object.keys(appMetadata).length > 0) {
      await tx.query('update auth.users set raw_app_meta_data = raw_app_meta_data || $2::jsonb where id = $1', [user.id, appMetadata]);
    }
    if (body.email_confirm === true) await confirmEmail(tx, user.id, new Date(context.now()));
    return findUserById(tx, user.id);
  });
  if (!created) throw new Error('the created user vanished');
  return c.json(await userJson(context.database, created));
}

export async function updateUserAsAdmin(c: Context, context: AuthContext): Promise<Response> {
  await requireAdmin(c, context);
  const user = await loadUser(c, context);
  const body = await readJsonBody(c);
  const emailInput = stringField(body, 'email');
  const email = emailInput === '' ? undefined : normaliseEmail(emailInput);
  const password = stringField(body, 'password');
  if (password !== '') checkPasswordStrength(context.settings, password);
  const userMetadata = objectField(body, 'user_metadata');
  const appMetadata = objectField(body, 'app_metadata');
  if (userMetadata) assertMetadataSize({ ...user.raw_user_meta_data, ...userMetadata });
  if (appMetadata) assertMetadataSize({ ...user.raw_app_meta_data, ...appMetadata });
  const passwordHash = password === '' ? undefined : await hashPassword(password);
  await context.database.transaction(async (tx) => {
    const now = new Date(context.now());
    if (email && email !== user.email) {
      const taken = await findUserByEmail(tx, email);
      if (taken) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      await tx.query(
        'update auth.users set email = $2, email_change = null, email_change_token_new = null, updated_at = $3 where id = $1',
        [user.id, email, now],
      );
    }
    if (passwordHash)
      await tx.query('update auth.users set encrypted_password = $2, updated_at = $3 where id = $1', [user.id, passwordHash, now]);
    if (userMetadata)
      await tx.query('update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb where id = $1', [user.id, userMetadata]);
    if (appMetadata)
      await tx.query('update auth.users set raw_app_meta_data = raw_app_meta_data || $2::jsonb where id = $1', [user.id, appMetadata]);
    if (body.email_confirm === true) await confirmEmail(tx, user.id, now);
  });
  const updated = await findUserById(context.database, user.id);
  return c.json(await userJson(context.database, updated ?? user));
}

export async function deleteUserAsAdmin(c: Context, context: AuthContext): Promise<Response> {
  await requireAdmin(c, context);
  const user = await loadUser(c, context);
  await context.database.query('delete from auth.users where id = $1', [user.id]);
  return c.json({});
}
