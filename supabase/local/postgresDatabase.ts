import pg from 'pg';

import type { Database, Queryable, QueryResult } from './database.ts';

/**
 * Values read as PGlite reads them, so the backend's code sees the same thing on either store:
 * bigint (count(*), sequences) as a number while it is exact, else as a BigInt; date and timestamp
 * as a Date. node-postgres' defaults differ (bigint as a string, a date at local midnight).
 */
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const exact = BigInt(value);
  return exact < Number.MIN_SAFE_INTEGER || exact > Number.MAX_SAFE_INTEGER ? exact : Number(exact);
});
const asDate = (value: string) => (value === 'infinity' ? Infinity : value === '-infinity' ? -Infinity : new Date(value));
types.setTypeParser(pg.types.builtins.DATE, asDate);
types.setTypeParser(pg.types.builtins.TIMESTAMP, asDate);

const asResult = <T>(result: pg.QueryResult): QueryResult<T> => ({
  rows: result.rows as T[],
  affectedRows: result.rowCount ?? 0,
});

/** One connection, for the statements of a transaction. */
const onClient = (client: pg.PoolClient): Queryable => ({
  query: async <T>(sql: string, params: unknown[] = []) => asResult<T>(await client.query(sql, params)),
  exec: async (sql: string) => {
    await client.query(sql);
  },
});

/**
 * The local backend's store on a real PostgreSQL (`DATABASE_URL`), with PGlite's interface: a
 * pool of connections, so requests run side by side as they do against a hosted project, and each
 * transaction holds one connection from BEGIN to COMMIT. Up to `size` connections (10 by default,
 * well inside PostgreSQL's default of 100 for two or three backends on one server).
 */
export function openPostgres(url: string, size = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: size, types, connectionTimeoutMillis: 10_000 });
  // A connection dropped by the server while idle (a restart) is replaced on the next query; it
  // must not crash the backend.
  pool.on('error', (error) => {
    console.error('local backend: a database connection was lost:', error.message);
  });
  return {
    query: async <T>(sql: string, params: unknown[] = []) => asResult<T>(await pool.query(sql, params)),
    exec: async (sql: string) => {
      await pool.query(sql);
    },
    transaction: async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const result = await work(onClient(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        // A connection that could not even roll back is closed, not handed to the next request.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
