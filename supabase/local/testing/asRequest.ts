import type { Database, Queryable } from '../database.ts';

/** Fixed member ids for tests that act as two different members. */
export const memberA = '11111111-1111-4111-8111-111111111111';
export const memberB = '22222222-2222-4222-8222-222222222222';

export type RequestRole = 'anon' | 'authenticated' | 'service_role';

/**
 * Runs `work` as PostgREST runs a request: inside a transaction, as the token's role, with its
 * claims in `request.jwt.claims`, so Postgres itself applies the grants and row-level security.
 * The transaction is rolled back afterwards unless `commit` is set. For the schema's tests.
 */
export async function as<T>(
  database: Database,
  role: RequestRole,
  sub: string | undefined,
  work: (tx: Queryable) => Promise<T>,
  commit = false,
): Promise<T> {
  let result: T | undefined;
  const rollback = new Error('rollback');
  try {
    await database.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role, ...(sub ? { sub } : {}) })]);
      result = await work(tx);
      if (!commit) throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return result as T;
}
