import { useEffect, useSyncExternalStore } from 'react';

import { loadSupabase } from '../supabase/client';
import { useMember } from '../supabase/session';

/**
 * The pieces a signed-in member saved (table saved_items: one row per member and slug, readable
 * and writable only by that member). One store for the tab: every Save control and IndyCircle's
 * library read the same list, loaded once per member, so pressing Save on a card updates the
 * page's other controls at once. supabase-js is loaded only when a member is signed in and a
 * page shows something that needs the list.
 */

export interface SavedPiece {
  slug: string;
  /** ISO 8601 timestamp. */
  savedAt: string;
}

export type SavedStatus = 'idle' | 'loading' | 'ready' | 'error';

interface SavedState {
  /** The member the list belongs to (their e-mail), so a change of member starts again. */
  owner: string | null;
  status: SavedStatus;
  /** Newest first. */
  items: readonly SavedPiece[];
}

let state: SavedState = { owner: null, status: 'idle', items: [] };
const listeners = new Set<() => void>();

function setState(next: SavedState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const serverState: SavedState = { owner: null, status: 'idle', items: [] };

async function load(owner: string) {
  setState({ owner, status: 'loading', items: [] });
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.from('saved_items').select('slug, saved_at').order('saved_at', { ascending: false });
    if (error) throw error;
    if (state.owner !== owner) return;
    const rows = data as { slug: string; saved_at: string }[];
    setState({ owner, status: 'ready', items: rows.map((row) => ({ slug: row.slug, savedAt: row.saved_at })) });
  } catch {
    if (state.owner === owner) setState({ owner, status: 'error', items: [] });
  }
}

/** Loads the list again, after an error. */
export function reloadSavedPieces(): void {
  if (state.owner) void load(state.owner);
}

/**
 * Saves or removes a piece at once on screen, then in the database; if the database refuses or
 * cannot be reached, the change is undone and the error is thrown for the caller to show.
 */
export async function setPieceSaved(slug: string, saved: boolean): Promise<void> {
  const { owner } = state;
  if (!owner) throw new Error('Sign in to save pieces.');
  const before = state.items;
  const already = before.some((item) => item.slug === slug);
  if (saved === already) return;
  setState({
    ...state,
    items: saved ? [{ slug, savedAt: new Date().toISOString() }, ...before] : before.filter((item) => item.slug !== slug),
  });
  try {
    const supabase = await loadSupabase();
    const { error } = saved
      ? await supabase.from('saved_items').upsert({ slug }, { onConflict: 'user_id,slug', ignoreDuplicates: true })
      : await supabase.from('saved_items').delete().eq('slug', slug);
    if (error) throw error;
  } catch (error) {
    if (state.owner === owner) {
      // Undo only this change: anything saved or removed meanwhile stays as it is.
      const others = state.items.filter((item) => item.slug !== slug);
      const restored = before.find((item) => item.slug === slug);
      setState({ ...state, items: restored ? [restored, ...others].sort((a, b) => b.savedAt.localeCompare(a.savedAt)) : others });
    }
    throw error;
  }
}

/**
 * The signed-in member's saved pieces, loaded on first use; for a visitor, an empty list with
 * status 'idle' (and nothing loaded).
 */
export function useSavedPieces(): SavedState & { member: boolean } {
  const member = useMember();
  const owner = member?.email ?? null;
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );

  useEffect(() => {
    if (owner === null) {
      if (state.owner !== null) setState({ owner: null, status: 'idle', items: [] });
      return;
    }
    if (state.owner !== owner || state.status === 'idle') void load(owner);
  }, [owner]);

  const mine = current.owner === owner && owner !== null;
  return { member: owner !== null, owner, status: mine ? current.status : owner ? 'loading' : 'idle', items: mine ? current.items : [] };
}
