import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Actions already carried out on return, once per address and tab, however many controls watch for them. */
const carriedOut = new Set<string>();

interface ReturnedAction {
  /** The query parameter that carried the visitor's action through signing in, e.g. "save". */
  parameter: string;
  /** This control's value of it (a piece's slug, an event's id), or undefined to accept any value. */
  value?: string;
  /** Whether the member's rows are loaded, so the action acts on what is really stored. */
  ready: boolean;
  /** Does what the visitor asked for before signing in, given the parameter's value. */
  act: (value: string) => void;
  /** Drop the address's #fragment too (to stay by the control instead of jumping to the fragment). @default false */
  dropHash?: boolean;
  /** Runs after the address is tidied (focus the control, say). */
  afterwards?: () => void;
}

/**
 * A visitor's press on a member-only control (Save, Register, Save an estimate) invites them to
 * sign in or join through /auth?next=<this page>?<parameter>=<value>. Back here, signed in and with
 * their rows loaded, this carries out the action once, and takes the parameter out of the address
 * (history replaced) so a reload or Back does not do it again.
 */
export function useReturnedAction({ parameter, value, ready, act, dropHash = false, afterwards }: ReturnedAction): void {
  const location = useLocation();
  const navigate = useNavigate();
  const found = new URLSearchParams(location.search).get(parameter);
  const returning = found !== null && (value === undefined || found === value) ? found : null;
  const carryOut = useEffectEvent((found: string) => {
    // The address as it is now (supabase-js has already taken the session out of the fragment,
    // which the router's location does not know), without the parameter and never with a token.
    const current = new URL(window.location.href);
    current.searchParams.delete(parameter);
    const hash = dropHash || current.hash.includes('access_token') ? '' : current.hash;
    // The router's pathname, not the window's: in the French edition the window's starts with the
    // basename (/fr), which navigate() adds again.
    void Promise.resolve(
      navigate({ pathname: location.pathname, search: current.search, hash }, { replace: true, preventScrollReset: true }),
    ).then(() => afterwards?.());
    act(found);
  });

  useEffect(() => {
    if (returning === null || !ready) return;
    // Once per address: a second estimate brought back in the same tab has its own.
    const key = `${parameter}|${location.search}`;
    if (carriedOut.has(key)) return;
    carriedOut.add(key);
    carryOut(returning);
  }, [returning, ready, parameter, location.search]);
}
