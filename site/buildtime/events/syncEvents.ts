import flagshipEvents from '#content/flagshipEvents';

import type { DatedEvent } from '../../app/events/event.ts';
import { localSupabaseUrl } from '../../app/supabase/localBackend.ts';

/**
 * Hands the database the list of events the site shows (public.sync_events, in
 * supabase/migrations/20261129120000_events.sql), so that it accepts registrations only for a
 * listed event that has not ended: every dated event with its start and end, and every flagship
 * event, which never ends. The deploy runs it after the migrations (`npm run events:sync`, see
 * site/README.md); `npm start` and the end-to-end tests run it against the local backend.
 */

/**
 * The local backend's service-role key (supabase/local/config.ts): a public development value, like
 * its anon key, that protects nothing but the backend on this machine. Written out here because the
 * site's build cannot import the backend's TypeScript; syncEvents.test.ts keeps the two in step.
 */
export const localServiceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJha29tYS1sb2NhbCIsInJvbGUiOiJzZXJ2aWNlX3JvbGUiLCJpYXQiOjE3NjQ1NDU2MDAsImV4cCI6MjA4MDA3ODQwMH0.NEnKMtVtRZOSUqHbW21rWnITUlMjOzUAEXyYT6V_2R4';

export interface SyncTarget {
  /** The Supabase project's URL. */
  url: string;
  /** Its service-role key: only the service role may call sync_events. */
  serviceRoleKey: string;
}

/** The local backend's, unless SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY name a project. */
export function syncTargetFromEnvironment(environment: NodeJS.ProcessEnv = process.env): SyncTarget {
  const url = environment.SUPABASE_URL ?? environment.VITE_SUPABASE_URL ?? localSupabaseUrl;
  const serviceRoleKey = environment.SUPABASE_SERVICE_ROLE_KEY ?? (url.startsWith('http://127.0.0.1') ? localServiceRoleKey : undefined);
  if (!serviceRoleKey) throw new Error(`SUPABASE_SERVICE_ROLE_KEY is needed to update the events of ${url}`);
  return { url: url.replace(/\/+$/, ''), serviceRoleKey };
}

/** What sync_events is given: every event's id, and the dated ones' start and end. */
export function eventRows(datedEvents: readonly DatedEvent[]) {
  return [
    ...flagshipEvents.map((event) => ({ id: event.id, starts_at: null, ends_at: null })),
    ...datedEvents.map((event) => ({ id: event.id, starts_at: event.startsAt, ends_at: event.endsAt })),
  ];
}

/**
 * Sends the list; while the backend cannot be reached (it may still be starting beside the site),
 * tries again each half second until `waitMs` has passed. Returns how many events are listed.
 */
export async function syncEvents(target: SyncTarget, datedEvents: readonly DatedEvent[], waitMs = 0): Promise<number> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    let response: Response;
    try {
      response = await fetch(`${target.url}/rest/v1/rpc/sync_events`, {
        method: 'POST',
        headers: {
          apikey: target.serviceRoleKey,
          Authorization: `Bearer ${target.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ p_events: eventRows(datedEvents) }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      if (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      throw new Error(`could not reach ${target.url} to update its events`, { cause: error });
    }
    if (!response.ok) throw new Error(`${target.url} refused the events (${String(response.status)}): ${await response.text()}`);
    return Number(await response.json());
  }
}
