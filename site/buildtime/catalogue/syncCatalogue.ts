import { localSupabaseUrl } from '../../app/supabase/localBackend.ts';
import type { Catalogue } from './catalogue.ts';

/**
 * Hands the database the catalogue of the site's content (./catalogue.ts) through
 * public.sync_catalogue (supabase/migrations/20261201090000_member_mail.sql): it lists what it is
 * given and unlists what is missing, so that registrations are taken only for a listed event that
 * has not ended, and the e-mails to members (reminders, recordings, digests) name events and
 * pieces in the member's language. The deploy runs it after the migrations (`npm run
 * catalogue:sync`, see site/README.md); `npm start` and the end-to-end tests run it against the
 * local backend.
 */

/**
 * The local backend's service-role key (supabase/local/config.ts): a public development value, like
 * its anon key, that protects nothing but the backend on this machine. Written out here because the
 * site's build cannot import the backend's TypeScript; syncCatalogue.test.ts keeps the two in step.
 */
export const localServiceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJha29tYS1sb2NhbCIsInJvbGUiOiJzZXJ2aWNlX3JvbGUiLCJpYXQiOjE3NjQ1NDU2MDAsImV4cCI6MjA4MDA3ODQwMH0.NEnKMtVtRZOSUqHbW21rWnITUlMjOzUAEXyYT6V_2R4';

export interface SyncTarget {
  /** The Supabase project's URL. */
  url: string;
  /** Its service-role key: only the service role may call sync_catalogue. */
  serviceRoleKey: string;
}

/** The local backend's, unless SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY name a project. */
export function syncTargetFromEnvironment(environment: NodeJS.ProcessEnv = process.env): SyncTarget {
  const url = environment.SUPABASE_URL ?? environment.VITE_SUPABASE_URL ?? localSupabaseUrl;
  const serviceRoleKey = environment.SUPABASE_SERVICE_ROLE_KEY ?? (url.startsWith('http://127.0.0.1') ? localServiceRoleKey : undefined);
  if (!serviceRoleKey) throw new Error(`SUPABASE_SERVICE_ROLE_KEY is needed to update the catalogue of ${url}`);
  return { url: url.replace(/\/+$/, ''), serviceRoleKey };
}

/** What sync_catalogue answers: how many events, pieces and area names it listed. */
export interface CatalogueCounts {
  events: number;
  pieces: number;
  areas: number;
}

const isCounts = (answer: unknown): answer is CatalogueCounts =>
  typeof answer === 'object' &&
  answer !== null &&
  'events' in answer &&
  typeof answer.events === 'number' &&
  'pieces' in answer &&
  typeof answer.pieces === 'number' &&
  'areas' in answer &&
  typeof answer.areas === 'number';

/**
 * Sends the catalogue; while the backend cannot be reached (it may still be starting beside the
 * site), tries again each half second until `waitMs` has passed. Gives how many of each the
 * database listed.
 */
export async function syncCatalogue(target: SyncTarget, catalogue: Catalogue, waitMs = 0): Promise<CatalogueCounts> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    let response: Response;
    try {
      response = await fetch(`${target.url}/rest/v1/rpc/sync_catalogue`, {
        method: 'POST',
        headers: {
          apikey: target.serviceRoleKey,
          Authorization: `Bearer ${target.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ p_catalogue: catalogue }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      if (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      throw new Error(`could not reach ${target.url} to update its catalogue`, { cause: error });
    }
    if (!response.ok) {
      const text = await response.text();
      // PostgREST's "no such function": a database whose migrations have not run yet.
      const hint = response.status === 404 ? ' (run the migrations first: sync_catalogue is in 20261201090000_member_mail.sql)' : '';
      throw new Error(`${target.url} refused the catalogue (${String(response.status)})${hint}: ${text}`);
    }
    const answer: unknown = await response.json();
    if (!isCounts(answer)) throw new Error(`${target.url} answered the catalogue with ${JSON.stringify(answer)}, not how many it listed`);
    return answer;
  }
}

/** Counts in a line: "12 events, 23 pieces, 6 area names". */
export function catalogueSummary({ events, pieces, areas }: CatalogueCounts): string {
  return `${String(events)} events, ${String(pieces)} pieces, ${String(areas)} area names`;
}
