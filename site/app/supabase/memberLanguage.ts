import type { SupabaseClient, User } from '@supabase/supabase-js';

import { pathIn, siteLanguage } from '../language';

/**
 * A member's language, as Auth and the functions read it: `user_metadata.language`, 'en' or 'fr'.
 * Auth's e-mails (supabase/templates/), the account deletion's and the site's own choose their
 * language from it, so it follows the edition the member uses: set at sign-up (authForms.ts), and
 * again whenever they sign in from the other edition (below). Links in those e-mails come back to
 * the same edition (`returnAddress`), where the sign-in they finish happens.
 */

/**
 * The absolute address an Auth link (a confirmation, a reset, an e-mail change, LinkedIn) returns
 * to for a path of this site: the path in this build's edition (/fr/circle from the French one),
 * or, for a page published in English only, its English address.
 */
export function returnAddress(path: string, origin: string = window.location.origin): string {
  const pathname = path.split(/[?#]/)[0] ?? path;
  // The pieces' addresses are set in the French edition's bundles only (site/vite.config.ts).
  const englishOnly = typeof __ENGLISH_ONLY_PATHS__ === 'object' && __ENGLISH_ONLY_PATHS__.includes(pathname.replace(/(.)\/+$/, '$1'));
  return `${origin}${englishOnly ? path : pathIn(siteLanguage, path)}`;
}

/**
 * Notes this edition's language on the member who just signed in, when their metadata names
 * another (or none: accounts made before there was a French edition, or through LinkedIn). Auth
 * merges the key into the metadata, leaving the name alone. Nothing waits for it, and a failure
 * only leaves the e-mails in the language they were in.
 */
export async function keepMemberLanguage(supabase: Pick<SupabaseClient, 'auth'>, user: Pick<User, 'user_metadata'> | null | undefined) {
  const metadata: Record<string, unknown> | undefined = user?.user_metadata;
  if (!metadata || metadata.language === siteLanguage) return;
  await supabase.auth.updateUser({ data: { language: siteLanguage } }).catch(() => undefined);
}
