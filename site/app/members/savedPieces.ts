import { trackGoal } from '../analytics/goals';
import { createMemberRows, type MemberRowsView } from './memberRows';

/**
 * The pieces a signed-in member saved (table saved_items: one row per member and slug, readable
 * and writable only by that member), newest first. Every Save control and IndyCircle's library
 * read the same rows, so pressing Save on a card updates the page's other controls at once.
 */

export interface SavedPiece {
  slug: string;
  /** ISO 8601 timestamp. */
  savedAt: string;
}

const newestFirst = (a: SavedPiece, b: SavedPiece) => b.savedAt.localeCompare(a.savedAt);

const savedPieces = createMemberRows<SavedPiece>({
  async select(supabase) {
    const { data } = await supabase.from('saved_items').select('slug, saved_at').order('saved_at', { ascending: false }).throwOnError();
    return data.map((row) => ({ slug: row.slug, savedAt: row.saved_at }));
  },
});

// The device keeps an offline copy of each saved piece (app/pwa/offlineCopies.ts, fetched only once
// a member's list is known), and none once they have signed out.
let keptFor: string | null = null;
savedPieces.watch(({ owner, status, items }) => {
  if (status === 'ready' || (owner === null && keptFor !== null)) {
    keptFor = owner;
    const slugs = owner === null ? [] : items.map((item) => item.slug);
    void import('../pwa/offlineCopies').then(({ keepSavedPiecesOffline }) => keepSavedPiecesOffline(slugs));
  }
});

/** Loads the list again, after an error. */
export const reloadSavedPieces = savedPieces.reload;

/**
 * Saves or removes a piece at once on screen, then in the database; if the database refuses or
 * cannot be reached, the change is undone and the error is thrown for the caller to show. Saving a
 * saved piece or removing a removed one changes nothing (the database ignores it too).
 */
export async function setPieceSaved(slug: string, saved: boolean): Promise<void> {
  await savedPieces.change({
    apply(items) {
      const others = items.filter((item) => item.slug !== slug);
      if (!saved) return others;
      return others.length < items.length ? items : [{ slug, savedAt: new Date().toISOString() }, ...items];
    },
    async request(supabase) {
      await (
        saved
          ? supabase.from('saved_items').upsert({ slug }, { onConflict: 'user_id,slug', ignoreDuplicates: true })
          : supabase.from('saved_items').delete().eq('slug', slug)
      ).throwOnError();
    },
    // Undo only this change: anything saved or removed meanwhile stays as it is.
    undo(items, before) {
      const others = items.filter((item) => item.slug !== slug);
      const restored = before.find((item) => item.slug === slug);
      return restored ? [restored, ...others].sort(newestFirst) : others;
    },
  });
  if (saved) trackGoal('Piece saved', { piece: slug });
}

/** The signed-in member's saved pieces, loaded on first use; for a visitor, none (status 'idle'). */
export function useSavedPieces(): MemberRowsView<SavedPiece> {
  return savedPieces.useRows();
}
