import { useSyncExternalStore } from 'react';

import { sessionStorageKey } from './settings';

/** What the header needs to know about the signed-in member, read without loading supabase-js. */
export interface Member {
  /** Auth's id for the account: what the member's rows belong to, whatever their e-mail address becomes. */
  id: string;
  email: string;
  firstName: string | undefined;
}

const changeEvent = 'akoma:session-change';

/** Tells this tab's listeners that the session changed (other tabs hear the storage event). */
export function announceSessionChange(): void {
  window.dispatchEvent(new Event(changeEvent));
}

let cachedRaw: string | null | undefined;
let cachedMember: Member | null = null;

/** The signed-in member from supabase-js's stored session, or null. Cached so React sees a stable value. */
function readMember(): Member | null {
  const raw = window.localStorage.getItem(sessionStorageKey);
  if (raw === cachedRaw) return cachedMember;
  cachedRaw = raw;
  cachedMember = null;
  try {
    const session = raw
      ? (JSON.parse(raw) as { user?: { id?: unknown; email?: unknown; user_metadata?: { first_name?: unknown; full_name?: unknown } } })
      : null;
    const user = session?.user;
    if (user && typeof user.id === 'string' && typeof user.email === 'string') {
      const metadata = user.user_metadata ?? {};
      const firstName =
        typeof metadata.first_name === 'string' && metadata.first_name
          ? metadata.first_name
          : typeof metadata.full_name === 'string'
            ? metadata.full_name.split(/\s+/)[0]
            : undefined;
      cachedMember = { id: user.id, email: user.email, firstName };
    }
  } catch {
    // An unreadable stored session counts as signed out.
  }
  return cachedMember;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === sessionStorageKey) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(changeEvent, onChange);
  };
}

/** The signed-in member, kept in sync across tabs; null while prerendering and when signed out. */
export function useMember(): Member | null {
  return useSyncExternalStore(subscribe, readMember, () => null);
}
