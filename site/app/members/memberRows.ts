import { useEffect, useSyncExternalStore } from 'react';

import { loadSupabase, type Supabase } from '../supabase/client';
import { useMember } from '../supabase/session';

/**
 * A signed-in member's rows of one table (saved pieces, estimates, assessments, event
 * registrations), one store per tab: every control and list that shows them reads the same rows,
 * loaded once per member, so a change made in one place shows everywhere on the page at once.
 * Row-level security limits each table to the member's own rows, so a plain select returns exactly
 * theirs. supabase-js is loaded only when a member is signed in and a page shows the rows.
 */

export type MemberRowsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface MemberRowsState<Row> {
  /** The member the rows belong to (their account id), so a change of member starts again. */
  owner: string | null;
  status: MemberRowsStatus;
  items: readonly Row[];
}

export interface MemberRowsView<Row> extends MemberRowsState<Row> {
  /** Whether a member is signed in (false for a visitor, and while prerendering). */
  member: boolean;
}

export interface MemberRowsOptions<Row> {
  /** Reads the member's rows, in the order lists show them; throws when the request fails. */
  select: (supabase: Supabase) => Promise<readonly Row[]>;
}

/** A change shown at once and undone if the database refuses it or cannot be reached. */
export interface OptimisticChange<Row> {
  /** The rows as they are once the change is made. */
  apply: (items: readonly Row[]) => readonly Row[];
  /** Makes the change in the database; throws when it fails. */
  request: (supabase: Supabase) => Promise<void>;
  /**
   * Undoes only this change on the rows as they are by then (other changes made meanwhile stay).
   * `before` is the list as it was when the change was made.
   */
  undo: (items: readonly Row[], before: readonly Row[]) => readonly Row[];
}

export interface MemberRows<Row> {
  /** The signed-in member's rows, loaded on first use; for a visitor, none, with status 'idle'. */
  useRows: () => MemberRowsView<Row>;
  /** Loads the rows again (after an error, or after a change made elsewhere). */
  reload: () => void;
  /** Makes an optimistic change; rethrows the failure, after undoing it, for the caller to show. */
  change: (change: OptimisticChange<Row>) => Promise<void>;
  /**
   * Adds a row the database completes (an id, a time): waits for the stored row, then lists it
   * with `place` if the member's rows are loaded. Throws when the request fails (as it does for
   * anyone signed out), and then nothing changes on screen.
   */
  add: (request: (supabase: Supabase) => Promise<Row>, place: (items: readonly Row[], row: Row) => readonly Row[]) => Promise<Row>;
  /** Calls back with the rows' state on every change (outside React); returns a function that stops. */
  watch: (listener: (state: MemberRowsState<Row>) => void) => () => void;
}

/**
 * Whether the database refused a new row because the member already keeps as many as the table
 * allows (supabase/migrations/20261130120000_member_row_caps.sql: HTTP 409, SQLSTATE PT409):
 * retrying cannot help, deleting one can, so the member is told that rather than to check their
 * connection.
 */
export const isRowCapRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'PT409';

/** Thrown when a change is asked of the store with nobody signed in. */
export class SignedOutError extends Error {
  constructor() {
    super('Sign in to IndyCircle first.');
    this.name = 'SignedOutError';
  }
}

export function createMemberRows<Row>({ select }: MemberRowsOptions<Row>): MemberRows<Row> {
  const empty: MemberRowsState<Row> = { owner: null, status: 'idle', items: [] };
  let state: MemberRowsState<Row> = empty;
  const listeners = new Set<() => void>();

  const setState = (next: MemberRowsState<Row>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  const load = async (owner: string) => {
    setState({ owner, status: 'loading', items: [] });
    try {
      const items = await select(await loadSupabase());
      if (state.owner === owner) setState({ owner, status: 'ready', items });
    } catch {
      if (state.owner === owner) setState({ owner, status: 'error', items: [] });
    }
  };

  const signedIn = (): string => {
    if (!state.owner) throw new SignedOutError();
    return state.owner;
  };

  return {
    useRows() {
      const member = useMember();
      // By account, not e-mail address: a member who changes their address keeps their rows on screen.
      const owner = member?.id ?? null;
      const current = useSyncExternalStore(
        subscribe,
        () => state,
        () => empty,
      );

      useEffect(() => {
        if (owner === null) {
          if (state.owner !== null) setState(empty);
          return;
        }
        if (state.owner !== owner || state.status === 'idle') void load(owner);
      }, [owner]);

      const mine = current.owner === owner && owner !== null;
      return {
        member: owner !== null,
        owner,
        status: mine ? current.status : owner ? 'loading' : 'idle',
        items: mine ? current.items : [],
      };
    },

    reload() {
      if (state.owner) void load(state.owner);
    },

    async change({ apply, request, undo }) {
      const owner = signedIn();
      const before = state.items;
      setState({ ...state, items: apply(before) });
      try {
        await request(await loadSupabase());
      } catch (error) {
        if (state.owner === owner) setState({ ...state, items: undo(state.items, before) });
        throw error;
      }
    },

    async add(request, place) {
      // The list need not be loaded (a calculator saves without showing it): row-level security
      // refuses a row from anyone signed out, and a loaded list of the member's gets the row.
      const owner = state.owner;
      const row = await request(await loadSupabase());
      if (owner !== null && state.owner === owner && state.status === 'ready') setState({ ...state, items: place(state.items, row) });
      return row;
    },

    watch(listener) {
      return subscribe(() => {
        listener(state);
      });
    },
  };
}
