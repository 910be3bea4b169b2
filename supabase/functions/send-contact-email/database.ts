import type { SupabaseClient } from '@supabase/supabase-js';

import type { Database } from '../_shared/database.types.ts';

/**
 * The function's calls to the SQL functions in supabase/migrations, made as service role and typed
 * by the generated database types (../_shared/database.types.ts): a misspelt function or argument
 * is a type error. A call that fails throws `DatabaseUnavailable`, which the app answers with 503:
 * nothing was half done, because each SQL function is one transaction.
 */

/** supabase-js signed in as service role, typed by the database's `public` schema. */
export type ServiceDatabase = SupabaseClient<Database>;

type SqlFunctions = Database['public']['Functions'];
export type SqlFunctionName = keyof SqlFunctions;

/** Every column of a row, or the value itself, may be null. */
type Nullable<Value> = Value extends object ? { [Key in keyof Value]: Value[Key] | null } : Value | null;

/**
 * One row a SQL function returns. Its columns are typed as the function declares them, and may be
 * null: PostgREST's type generator marks a returned column not null, but a function answers null
 * where it has nothing to give (no inquiry id for a rate-limited request, no status for an
 * unknown token).
 */
export type SqlFunctionRow<Name extends SqlFunctionName> = Nullable<
  SqlFunctions[Name]['Returns'] extends readonly (infer Row)[] ? Row : SqlFunctions[Name]['Returns']
>;

/** A database call failed: the function answers 503, and nothing was half done. */
export class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable';
}

/** Runs one of the migrations' SQL functions as service role and returns its rows. */
export async function callDatabase<Name extends SqlFunctionName>(
  database: ServiceDatabase,
  name: Name,
  args: SqlFunctions[Name]['Args'],
): Promise<SqlFunctionRow<Name>[]> {
  let result: { data: unknown; error: { message: string } | null };
  try {
    result = await database.rpc(name, args);
  } catch (error) {
    throw new DatabaseUnavailable(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (result.error) throw new DatabaseUnavailable(`${name}: ${result.error.message}`);
  if (result.data === null) return [];
  // supabase-js types the answer from the same generated types, through conditional types that
  // TypeScript cannot resolve for a function name that is itself a type parameter: the rows are
  // the function's `Returns`, widened to null as SqlFunctionRow says.
  return (Array.isArray(result.data) ? result.data : [result.data]) as SqlFunctionRow<Name>[];
}

/**
 * The kinds of e-mail kept in the database until they are sent: an inquiry's notification to the
 * company and acknowledgement to the visitor, a newsletter sign-up's confirmation, and the e-mails
 * to members (`member_mail`: welcome, events, digests, account notices; memberMail/).
 */
export const mailKinds = ['contact_inquiry', 'contact_acknowledgement', 'newsletter_confirmation', 'member_mail'] as const;
export type MailKind = (typeof mailKinds)[number];

export const isMailKind = (kind: unknown): kind is MailKind => (mailKinds as readonly unknown[]).includes(kind);

/** Marks an e-mail sent, or keeps it pending with a backoff when `error` says why it failed. */
export async function recordMailResult(database: ServiceDatabase, kind: MailKind, id: string, error: string | undefined) {
  await callDatabase(database, 'record_mail_result', { p_kind: kind, p_id: id, p_error: error });
}

// The e-mail went (or failed) but its result could not be written: it stays leased, and the retry
// job sends it again once the lease ends, under the same idempotency key, so it still arrives once.
export const logUnrecorded = (error: unknown) => {
  console.error('send-contact-email: a send result was not recorded:', error instanceof Error ? error.message : error);
};
