import { loadSupabase } from './client';
import { announceSessionChange } from './session';

/**
 * Signs out here ('local') or on every device ('global'), and tells the page. Its own module, for
 * the header's member menu and the account page, so neither brings the other's code.
 */
export async function signOut(scope: 'local' | 'global'): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signOut({ scope });
  if (error) throw error;
  announceSessionChange();
}
