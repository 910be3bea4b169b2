import type { User } from '@supabase/supabase-js';

import { authReason } from '../supabase/authReasons';
import { loadSupabase } from '../supabase/client';
import { returnAddress } from '../supabase/memberLanguage';
import { signOut } from '../supabase/signOut';

export { signOut };
import { announceSessionChange } from '../supabase/session';

/**
 * A member's account, through Auth (supabase-js): what the account page shows and changes. Every
 * function throws an Error with Auth's own reason when the change is refused, and announces a
 * change of session so the header follows at once.
 */

export interface Account {
  id: string;
  email: string;
  /** The address waiting for its confirmation links, if an e-mail change is under way. */
  pendingEmail: string | undefined;
  firstName: string;
  lastName: string;
  /** ISO 8601. */
  createdAt: string;
}

/** What went wrong: Auth's reason in the site's words when it gave one, else `fallback` (app/supabase/authReasons.ts). */
export const failureReason = (error: unknown, fallback: string): string => authReason(error, fallback);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function accountOf(user: User): Account {
  const metadata: Record<string, unknown> = user.user_metadata;
  return {
    id: user.id,
    email: user.email ?? '',
    pendingEmail: user.new_email || undefined,
    firstName: text(metadata.first_name),
    lastName: text(metadata.last_name),
    createdAt: user.created_at,
  };
}

/** The signed-in member's account as Auth has it now (not the copy stored in the browser). */
export async function loadAccount(): Promise<Account> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.getUser();
  if (error) throw error;
  return accountOf(data.user);
}

export async function updateName(firstName: string, lastName: string): Promise<Account> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.updateUser({
    data: { first_name: firstName, last_name: lastName, full_name: [firstName, lastName].filter(Boolean).join(' ') },
  });
  if (error) throw error;
  announceSessionChange();
  return accountOf(data.user);
}

/**
 * Asks for a new sign-in address. Auth sends a link to the new address and one to the current
 * one; the address changes once both are followed, and they come back to the account page.
 */
export async function requestEmailChange(email: string): Promise<Account> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: returnAddress('/circle/account') });
  if (error) throw error;
  return accountOf(data.user);
}

/** A new password; Auth ends the member's other sessions. */
export async function changePassword(password: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
  announceSessionChange();
}

/**
 * Everything kept about the member, as one JSON document: their profile from Auth and their rows
 * (export_my_data(), which runs as the member, so row-level security gives it their rows only).
 */
export async function exportMyData(now: Date = new Date()): Promise<string> {
  const supabase = await loadSupabase();
  const [userAnswer, rowsAnswer] = await Promise.all([supabase.auth.getUser(), supabase.rpc('export_my_data')]);
  if (userAnswer.error) throw userAnswer.error;
  if (rowsAnswer.error) throw rowsAnswer.error;
  const user = userAnswer.data;
  const rows: unknown = rowsAnswer.data;
  const account = accountOf(user.user);
  const document = {
    exportedAt: now.toISOString(),
    profile: {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      createdAt: account.createdAt,
      signInMethods: user.user.identities?.map((identity) => identity.provider) ?? [],
    },
    ...(typeof rows === 'object' && rows !== null ? rows : {}),
  };
  return JSON.stringify(document, null, 2);
}

export class AccountDeletionError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'AccountDeletionError';
  }
}

/**
 * Deletes the member's account through the delete-account function (the service role deletes the
 * Auth user; every row they kept goes with it), then forgets the session in this browser.
 * Resolves to whether the confirmation e-mail was sent.
 */
export async function deleteAccount(email: string): Promise<{ confirmationSent: boolean }> {
  const supabase = await loadSupabase();
  const answer = await supabase.functions.invoke<{ deleted: boolean; confirmationSent: boolean }>('delete-account', { body: { email } });
  const failure: unknown = answer.error;
  if (failure) {
    // The function's own reason, when it gave one (a 4xx answer), else the client's.
    let reason: { error?: string; message?: string } = {};
    if (typeof failure === 'object' && 'context' in failure && failure.context instanceof Response) {
      reason = (await failure.context.json().catch(() => ({}))) as typeof reason;
    }
    throw new AccountDeletionError(
      reason.message ?? (failure instanceof Error ? failure.message : 'Unknown error'),
      reason.error ?? 'unknown',
    );
  }
  // The account no longer exists: drop the session here without asking Auth (it would refuse).
  await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
  announceSessionChange();
  return { confirmationSent: answer.data?.confirmationSent ?? false };
}
