import { Hono, type Context } from 'hono';
import { jwtVerify } from 'jose';

import type { LocalBackendConfig } from '../config.ts';
import { apiCors } from '../cors.ts';
import type { Database, Queryable } from '../database.ts';
import { nestingDepth } from '../jsonNesting.ts';

import { fail, fromPostgresError, RestFailure } from './errors.ts';
import { quoteIdentifier } from './identifiers.ts';
import { parsePrefer } from './preferences.ts';
import { filtersOf, parseCount, parseOrder, parseSelect } from './queryParams.ts';
import { roles, type Claims, type Role } from './roles.ts';
import { selectList, whereClause } from './sql.ts';

/** Largest request body accepted, as a hosted project's gateway caps it. */
export const maxRestBodyBytes = 1024 * 1024;
/**
 * Deepest nesting of arrays and objects a body may have: deeper is a 400, never a 500 from a stack
 * overflow in the server. Hosted, Postgres parses about 10,000 levels before its own stack gives out,
 * but no column here holds more than 8 KB of JSON, so nothing a member can store comes near this.
 */
export const maxRestBodyNesting = 1000;
/** The statement timeout of a role with none of its own: hosted, the authenticator's. */
const authenticatorStatementTimeout = '8s';

export interface RestAppOptions {
  database: Database;
  config: LocalBackendConfig;
}

/**
 * The part of PostgREST's API that supabase-js `from()` and `rpc()` send, over the local PGlite
 * database, with PostgREST's semantics: each request runs in its own transaction as the role its
 * token names (`set local role` and `request.jwt.claims`), so Postgres itself applies the grants and
 * row-level security, exactly as on a hosted project.
 *
 * Supported: GET with `select` (columns, `*`, `alias:column`), the filters eq, neq, gt, gte, lt,
 * lte, in and is (with `not.`), `order`, `limit` and `offset` (what `range()` sends); `single()` and
 * `maybeSingle()`; POST insert (one row or many) and upsert (`on_conflict`,
 * `Prefer: resolution=merge-duplicates|ignore-duplicates`), PATCH, DELETE, `Prefer:
 * return=minimal|representation` and `count=exact`; and `POST /rest/v1/rpc/<function>` with named
 * arguments. Anything else (embedded resources, other operators, other schemas) is refused with
 * PostgREST's error shape rather than ignored.
 */
export function createRestApp({ database, config }: RestAppOptions) {
  const secret = new TextEncoder().encode(config.jwtSecret);
  const app = new Hono();

  // Each role's statement timeout, as PostgREST applies it to the role it switches to: the role's
  // own setting (`alter role anon set statement_timeout = ...`; hosted, anon 3 s and authenticated
  // 8 s), else the authenticator's 8 s. Read once, as PostgREST reads them with its schema cache.
  let roleTimeouts: Promise<Map<string, string>> | undefined;
  const statementTimeoutOf = async (role: Role) => {
    roleTimeouts ??= database
      .query<{ role: string; settings: string[] }>(
        `select r.rolname as role, s.setconfig as settings
           from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
          where s.setdatabase = 0 and r.rolname = any($1)`,
        [roles],
      )
      .then(({ rows }) => {
        const timeouts = new Map<string, string>();
        for (const { role: name, settings } of rows) {
          const timeout = settings.find((setting) => setting.startsWith('statement_timeout='));
          if (timeout) timeouts.set(name, timeout.slice('statement_timeout='.length));
        }
        return timeouts;
      });
    return (await roleTimeouts).get(role) ?? authenticatorStatementTimeout;
  };

  app.use(
    '*',
    apiCors(config, {
      allowHeaders: [
        'authorization',
        'apikey',
        'content-type',
        'prefer',
        'accept',
        'accept-profile',
        'content-profile',
        'range',
        'x-client-info',
      ],
      allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Content-Range', 'Location'],
    }),
  );

  /** The role and claims of the request's token (the anon key, a user's token or the service key). */
  async function claimsOf(c: Context): Promise<Claims> {
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    const token = bearer ?? c.req.header('apikey');
    if (!token)
      fail(
        401,
        'PGRST302',
        'Anonymous access is disabled: send the anon key',
        null,
        'Set the apikey header or an Authorization bearer token',
      );
    try {
      const { payload } = await jwtVerify(token ?? '', secret);
      const role = payload.role;
      if (typeof role !== 'string' || !(roles as readonly string[]).includes(role)) {
        return fail(401, 'PGRST301', `The token's role "${String(role)}" is not anon, authenticated or service_role`);
      }
      return { ...payload, role: role as Role };
    } catch (error) {
      if (error instanceof RestFailure) throw error;
      return fail(401, 'PGRST301', error instanceof Error && /expired/i.test(error.message) ? 'JWT expired' : 'JWT could not be verified');
    }
  }

  function checkSchema(c: Context) {
    for (const header of ['Accept-Profile', 'Content-Profile']) {
      const profile = c.req.header(header);
      if (profile && profile !== 'public') fail(406, 'PGRST106', `The schema "${profile}" is not exposed: only public is`);
    }
  }

  async function readBody(c: Context): Promise<unknown> {
    const type = c.req.header('Content-Type') ?? 'application/json';
    if (!type.toLowerCase().includes('application/json')) fail(415, 'PGRST102', 'Send the body as application/json');
    const declared = Number(c.req.header('Content-Length') ?? '0');
    if (declared > maxRestBodyBytes) fail(413, 'PGRST413', `The body may be at most ${String(maxRestBodyBytes)} bytes`);
    const text = await c.req.text();
    if (Buffer.byteLength(text) > maxRestBodyBytes) fail(413, 'PGRST413', `The body may be at most ${String(maxRestBodyBytes)} bytes`);
    if (text.trim() === '') return {};
    if (nestingDepth(text) > maxRestBodyNesting)
      fail(400, 'PGRST102', `The body nests more than ${String(maxRestBodyNesting)} levels deep`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return fail(400, 'PGRST102', 'The body is not valid JSON');
    }
  }

  /** Runs `work` in a transaction as the token's role, as PostgREST does. */
  async function asRole<T>(claims: Claims, work: (tx: Queryable) => Promise<T>): Promise<T> {
    const statementTimeout = await statementTimeoutOf(claims.role);
    try {
      return await database.transaction(async (tx) => {
        await tx.exec(`set local role ${claims.role}`);
        await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('statement_timeout', $2, true)`, [
          JSON.stringify(claims),
          statementTimeout,
        ]);
        return work(tx);
      });
    } catch (error) {
      throw fromPostgresError(error, claims.role);
    }
  }

  /**
   * An update or delete with no filter, refused as hosted refuses it: Supabase loads pg-safeupdate
   * for the API's connections, which rejects the statement before it runs, whatever the role, and
   * PostgREST answers 400 with its error. Without it, one call would change or delete every row the
   * caller's policies let them reach.
   */
  const refuseUnfiltered = (statement: 'UPDATE' | 'DELETE') => fail(400, '21000', `${statement} requires a WHERE clause`);

  const singularity = (c: Context) => (c.req.header('Accept') ?? '').includes('application/vnd.pgrst.object+json');

  /** Answers rows as PostgREST does: an array, or the one object `single()` asked for. */
  function answerRows(c: Context, rows: unknown[], status: 200 | 201, headers: Record<string, string> = {}) {
    if (singularity(c)) {
      if (rows.length !== 1) {
        fail(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${String(rows.length)} rows`);
      }
      return c.json(rows[0], status, headers);
    }
    return c.json(rows, status, headers);
  }

  const rowsOf = (result: { rows: { rows: unknown }[] }) => {
    const value = result.rows[0]?.rows;
    return Array.isArray(value) ? (value as unknown[]) : [];
  };

  /**
   * Runs an insert, update or delete (`sql`, ending in its RETURNING list) as the token's role and
   * answers as PostgREST: the rows with `Prefer: return=representation`, otherwise no body.
   */
  async function mutate(
    c: Context,
    claims: Claims,
    sql: string,
    parameters: unknown[],
    status: { representation: 200 | 201; minimal: 201 | 204 },
  ) {
    const rows = await asRole(claims, async (tx) =>
      rowsOf(
        await tx.query<{ rows: unknown }>(
          `with changed as (${sql}) select coalesce(json_agg(changed), '[]'::json) as rows from changed`,
          parameters,
        ),
      ),
    );
    if (parsePrefer(c.req.header('Prefer')).return === 'representation') return answerRows(c, rows, status.representation);
    return c.body(null, status.minimal);
  }

  /** What every table request starts with: the schema, the caller's claims, the table. */
  async function tableRequest(c: Context) {
    checkSchema(c);
    const claims = await claimsOf(c);
    const url = new URL(c.req.url);
    const table = quoteIdentifier(c.req.param('table') ?? '', 'table');
    const returning = selectList(parseSelect(url.searchParams.get('select')));
    return { claims, url, table, returning };
  }

  app.on(['GET', 'HEAD'], '/:table', async (c) => {
    const { claims, url, table, returning: columns } = await tableRequest(c);
    const parameters: unknown[] = [];
    const where = whereClause(filtersOf(url), parameters);
    const order = parseOrder(url.searchParams.get('order'));
    const limit = parseCount(url.searchParams.get('limit'), 'limit');
    const offset = parseCount(url.searchParams.get('offset'), 'offset') ?? 0;
    const prefer = parsePrefer(c.req.header('Prefer'));
    const page = `${limit === undefined ? '' : ` limit ${String(limit)}`}${offset ? ` offset ${String(offset)}` : ''}`;
    const { rows, total } = await asRole(claims, async (tx) => {
      const result = await tx.query<{ rows: unknown }>(
        `select coalesce(json_agg(t), '[]'::json) as rows from (select ${columns} from public.${table}${where}${order}${page}) t`,
        parameters,
      );
      const counted = prefer.count
        ? Number(
            (await tx.query<{ count: string }>(`select count(*) as count from public.${table}${where}`, parameters)).rows[0]?.count ?? 0,
          )
        : undefined;
      return { rows: rowsOf(result), total: counted };
    });
    const range = rows.length === 0 ? '*' : `${String(offset)}-${String(offset + rows.length - 1)}`;
    return answerRows(c, rows, 200, { 'Content-Range': `${range}/${total === undefined ? '*' : String(total)}` });
  });

  app.post('/rpc/:fn', async (c) => {
    checkSchema(c);
    const claims = await claimsOf(c);
    const fn = quoteIdentifier(c.req.param('fn'), 'function');
    const body = await readBody(c);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) fail(400, 'PGRST102', 'Send the arguments as one JSON object');
    const entries = Object.entries(body as Record<string, unknown>);
    const parameters: unknown[] = [];
    const argumentsSql = entries
      .map(([name, value]) => {
        parameters.push(value !== null && typeof value === 'object' ? JSON.stringify(value) : value);
        return `${quoteIdentifier(name, 'argument')} => $${String(parameters.length)}`;
      })
      .join(', ');
    const result = await asRole(claims, async (tx) => {
      // A set-returning function answers rows; a scalar one its value.
      const kind = await tx.query<{ retset: boolean }>(
        `select p.proretset as retset from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = $1`,
        [c.req.param('fn')],
      );
      if (kind.rows.length === 0) fail(404, 'PGRST202', `Could not find the function public.${c.req.param('fn')} in the schema cache`);
      if (kind.rows[0]?.retset) {
        return {
          set: true,
          value: rowsOf(
            await tx.query<{ rows: unknown }>(
              `select coalesce(json_agg(t), '[]'::json) as rows from public.${fn}(${argumentsSql}) t`,
              parameters,
            ),
          ),
        };
      }
      return {
        set: false,
        value: (await tx.query<{ value: unknown }>(`select to_json(public.${fn}(${argumentsSql})) as value`, parameters)).rows[0]?.value,
      };
    });
    if (result.set) return answerRows(c, result.value as unknown[], 200);
    return c.json(result.value ?? null, 200);
  });

  app.post('/:table', async (c) => {
    const { claims, url, table, returning } = await tableRequest(c);
    const prefer = parsePrefer(c.req.header('Prefer'));
    const body = await readBody(c);
    const rows = Array.isArray(body) ? body : [body];
    if (rows.length === 0) return c.body(null, 201);
    if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row)))
      fail(400, 'PGRST102', 'Each row must be a JSON object');
    const columnNames = [...new Set(rows.flatMap((row) => Object.keys(row as object)))];
    const quotedColumns = columnNames.map((name) => quoteIdentifier(name, 'column'));
    let conflict = '';
    if (prefer.resolution) {
      const onConflict = (url.searchParams.get('on_conflict') ?? '').split(',').filter(Boolean);
      if (onConflict.length === 0) fail(400, 'PGRST100', 'an upsert needs on_conflict=<unique columns> here');
      const target = onConflict.map((name) => quoteIdentifier(name, 'column')).join(', ');
      // As PostgREST: every column the payload names is set from the new row, the conflict columns
      // too, so the caller needs UPDATE on each of them, as hosted (a member may only insert saved
      // items: merging one is "permission denied", there and here).
      const updates = quotedColumns.map((column) => `${column} = excluded.${column}`);
      conflict =
        prefer.resolution === 'ignore-duplicates' || updates.length === 0
          ? ` on conflict (${target}) do nothing`
          : ` on conflict (${target}) do update set ${updates.join(', ')}`;
    }
    // json_populate_recordset fills each named column from the JSON, with Postgres's own casts;
    // columns a row leaves out take their defaults only when no row names them.
    const sql =
      `insert into public.${table} (${quotedColumns.join(', ')}) ` +
      `select ${quotedColumns.join(', ')} from json_populate_recordset(null::public.${table}, $1::json)${conflict}` +
      ` returning ${returning}`;
    return mutate(c, claims, sql, [JSON.stringify(rows)], { representation: 201, minimal: 201 });
  });

  app.patch('/:table', async (c) => {
    const { claims, url, table, returning } = await tableRequest(c);
    const body = await readBody(c);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) fail(400, 'PGRST102', 'Send the changes as one JSON object');
    const names = Object.keys(body as object);
    if (names.length === 0) return c.body(null, 204);
    const filters = filtersOf(url);
    if (filters.length === 0) refuseUnfiltered('UPDATE');
    const parameters: unknown[] = [JSON.stringify(body)];
    // Each named column takes its value from the JSON, with Postgres's own casts for its type.
    const sets = names
      .map((name) => {
        const column = quoteIdentifier(name, 'column');
        return `${column} = (select ${column} from json_populate_record(null::public.${table}, $1::json))`;
      })
      .join(', ');
    const where = whereClause(filters, parameters);
    return mutate(c, claims, `update public.${table} set ${sets}${where} returning ${returning}`, parameters, {
      representation: 200,
      minimal: 204,
    });
  });

  app.delete('/:table', async (c) => {
    const { claims, url, table, returning } = await tableRequest(c);
    const filters = filtersOf(url);
    if (filters.length === 0) refuseUnfiltered('DELETE');
    const parameters: unknown[] = [];
    const where = whereClause(filters, parameters);
    return mutate(c, claims, `delete from public.${table}${where} returning ${returning}`, parameters, {
      representation: 200,
      minimal: 204,
    });
  });

  app.all('*', (c) =>
    c.json({ code: 'PGRST000', message: `${c.req.method} is not supported on this path`, details: null, hint: null }, 405),
  );

  app.onError((error, c) => {
    const failure = error instanceof RestFailure ? error : fromPostgresError(error, 'anon');
    // Never a 500 for what a client sent: an unexpected failure is logged and answered as such.
    if (failure.status === 500) console.error('local backend /rest/v1:', error);
    return c.json(failure.body, failure.status);
  });

  return app;
}
