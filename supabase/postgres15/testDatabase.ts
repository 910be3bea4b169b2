import pg from 'pg';
import { inject } from 'vitest';

import { connectPostgres15 } from './cluster.ts';

/** The roles PostgREST switches to for a request: the anon key, a member's token, the service key. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestOptions {
  /** Commit the request's transaction; otherwise it is rolled back, leaving the database as it was. @default false */
  commit?: boolean;
}

export interface TestDatabase {
  /** The database's name: a clone of the run's template, this test file's alone. */
  name: string;
  /** The bootstrap superuser `supabase_admin`, for what a test sets up as Supabase itself would (auth.users). */
  admin: pg.Pool;
  /**
   * Runs `work` as PostgREST runs a request: connected as `authenticator`, in a transaction, as
   * the token's role, with its claims in `request.jwt.claims`, so the grants, row-level security
   * and pg-safeupdate apply as they do on a hosted project.
   */
  request<T>(role: ApiRole, sub: string | undefined, work: (client: pg.ClientBase) => Promise<T>, options?: RequestOptions): Promise<T>;
  /** A connection of its own (a session as `user`, by default `authenticator`), for work that needs parallel sessions. */
  connect(user?: string): Promise<pg.Client>;
  close(): Promise<void>;
}

/** Opens a request's transaction on `client`, as `role` with the token claims of `sub`. */
export async function beginRequest(client: pg.ClientBase, role: ApiRole, sub: string | undefined): Promise<void> {
  await client.query('begin');
  await client.query(`set local role ${role}`);
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role, ...(sub ? { sub } : {}) })]);
}

/** A database of this test file's own, cloned from the run's template (supabase/postgres15/globalSetup.ts). */
export async function openTestDatabase(): Promise<TestDatabase> {
  const server = connectPostgres15(inject('postgres15'));
  const name = await server.createDatabase();
  const admin = new pg.Pool({ connectionString: server.url('supabase_admin', name), max: 2, connectionTimeoutMillis: 30_000 });
  const api = new pg.Pool({ connectionString: server.url('authenticator', name), max: 4, connectionTimeoutMillis: 30_000 });
  const sessions = new Set<pg.Client>();
  return {
    name,
    admin,
    async request(role, sub, work, options = {}) {
      const client = await api.connect();
      let healthy = true;
      try {
        await beginRequest(client, role, sub);
        const result = await work(client);
        await client.query(options.commit ? 'commit' : 'rollback');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {
          healthy = false;
        });
        throw error;
      } finally {
        client.release(!healthy);
      }
    },
    async connect(user = 'authenticator') {
      const client = new pg.Client({ connectionString: server.url(user, name), connectionTimeoutMillis: 30_000 });
      await client.connect();
      sessions.add(client);
      client.once('end', () => sessions.delete(client));
      return client;
    },
    async close() {
      await Promise.all([...sessions].map((client) => client.end()));
      await Promise.all([admin.end(), api.end()]);
    },
  };
}
