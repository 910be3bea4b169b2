import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';

import { applyMigrations, defaultMigrationsDirectory } from './migrations.ts';
import { openPostgres } from './postgresDatabase.ts';

/**
 * The local backend's store: Postgres in WebAssembly (PGlite), kept in a data directory so users,
 * sessions, mail and the project's tables survive restarts.
 *
 * Two layers. The platform (below) is what a hosted Supabase project already has before any
 * migration runs: the API roles and their default grants, `auth.uid()`, `auth.jwt()` and
 * `auth.role()`, and the parts of the `auth` schema the site uses, plus the local mailbox. The
 * project's own schema is supabase/migrations, applied on top by `applyMigrations`, exactly the
 * files `supabase db push` deploys.
 *
 * The same two layers run on a real PostgreSQL when the backend is given a `DATABASE_URL`
 * (./postgresDatabase.ts).
 */
const platform = `
-- The roles PostgREST switches to for each request, as Supabase creates them: anon (no token or
-- the anon key), authenticated (a user's token) and service_role (the service key, which bypasses
-- row-level security). None can log in; the API "becomes" them with SET ROLE.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- Roles belong to the whole server, not to one database: on a PostgreSQL server (DATABASE_URL),
-- each change below is made only when it is missing, so backends opening other databases of the
-- same server at once do not write the same role at the same time.

-- They inherit the privileges of roles granted to them, as hosted's have since supabase/postgres
-- made them so (migration 20230529180330, for PostgREST 11 and later).
-- Each API role's statement timeout, as hosted sets them: 3 s for visitors, 8 s for members. The
-- service role has none of its own and runs under the authenticator's 8 s. The local API applies
-- these per request, as PostgREST does (rest/app.ts).
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated', 'service_role'] loop
    if not (select rolinherit from pg_roles where rolname = api_role) then
      execute format('alter role %I inherit', api_role);
    end if;
  end loop;
  if not exists (select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
                 where r.rolname = 'anon' and s.setdatabase = 0 and 'statement_timeout=3s' = any (s.setconfig)) then
    alter role anon set statement_timeout = '3s';
  end if;
  if not exists (select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
                 where r.rolname = 'authenticated' and s.setdatabase = 0 and 'statement_timeout=8s' = any (s.setconfig)) then
    alter role authenticated set statement_timeout = '8s';
  end if;
end
$$;

-- The role migrations run as, with the attributes of hosted's "postgres" role, which is what
-- "supabase db push" connects as: not a superuser, so a migration that needs one (an untrusted
-- language, ALTER SYSTEM, an event trigger, a superuser-only extension) fails here as it would on
-- deploy. It may create roles and bypass row-level security, as hosted's may, and it can act as
-- each API role. It cannot log in: the backend becomes it for each migration (migrations.ts).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'project_admin') then
    create role project_admin nologin nosuperuser createrole createdb bypassrls;
  end if;
end
$$;
do $$
begin
  if not (select rolreplication from pg_roles where rolname = 'project_admin') then
    alter role project_admin replication;
  end if;
  if (select count(*) from pg_auth_members m join pg_roles r on r.oid = m.roleid
      where m.member = 'project_admin'::regrole and r.rolname in ('anon', 'authenticated', 'service_role')) < 3 then
    grant anon, authenticated, service_role to project_admin;
  end if;
end
$$;
grant usage, create on schema public to project_admin;

-- What migrations made before they ran as project_admin (a data directory from before this rule)
-- becomes its, so a later migration can alter it as the owner, as on hosted.
do $$
declare
  target record;
begin
  for target in
    select format('alter %s %s owner to project_admin',
             case c.relkind when 'S' then 'sequence' when 'v' then 'view' when 'm' then 'materialized view' else 'table' end,
             c.oid::regclass) as statement
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')
       and pg_get_userbyid(c.relowner) <> 'project_admin'
       and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i'))
    union all
    select format('alter %s %s owner to project_admin', case p.prokind when 'p' then 'procedure' else 'function' end, p.oid::regprocedure)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and pg_get_userbyid(p.proowner) <> 'project_admin'
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  loop
    execute target.statement;
  end loop;
end
$$;

-- Supabase's default privileges on the public schema: every API role may use what migrations
-- create there, and row-level security decides which rows. A migration narrows this per table.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role project_admin in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role project_admin in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role project_admin in schema public grant all on sequences to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- Supabase's own definitions (supabase/auth's migrations), word for word in effect: the claims
-- PostgREST sets for the transaction ('request.jwt.claims'), or the one-claim settings of older
-- PostgREST versions ('request.jwt.claim.sub' and so on), which hosted still reads first. With no
-- token at all, auth.jwt() is null, not an empty object. No SET clause, as hosted: a policy can
-- inline them.
create or replace function auth.jwt() returns jsonb
  language sql stable
  as $$
    select coalesce(
      nullif(current_setting('request.jwt.claim', true), ''),
      nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
  $$;

-- The signed-in user's id (the token's "sub"), or null.
create or replace function auth.uid() returns uuid
  language sql stable
  as $$
    select coalesce(
      nullif(current_setting('request.jwt.claim.sub', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
    )::uuid
  $$;

-- The token's role: anon, authenticated or service_role.
create or replace function auth.role() returns text
  language sql stable
  as $$
    select coalesce(
      nullif(current_setting('request.jwt.claim.role', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
    )::text
  $$;

-- The token's e-mail address, or null. Supabase keeps it for older policies (auth.jwt() ->> 'email'
-- is the current way); a policy written with it runs here as there.
create or replace function auth.email() returns text
  language sql stable
  as $$
    select coalesce(
      nullif(current_setting('request.jwt.claim.email', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
    )::text
  $$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users(id) on delete cascade,
  provider text not null,
  provider_id text not null,
  identity_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  unique (provider, provider_id)
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users(id) on delete cascade,
  created_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  token text primary key,
  session_id uuid not null references auth.sessions(id) on delete cascade,
  user_id uuid not null references auth.users(id) on delete cascade,
  revoked boolean not null default false,
  parent text,
  created_at timestamptz not null default now()
);

create table if not exists auth.flow_state (
  auth_code text primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  code_challenge text not null,
  code_challenge_method text not null,
  authentication_method text not null,
  created_at timestamptz not null default now()
);

-- Later additions to the auth tables, for data directories made before them: when a confirmation
-- link was last e-mailed again, the pending new
-- address of an e-mail change and its links (to the new address, and to the current one when both
-- must confirm), when a rotated refresh token was revoked (for the
-- reuse interval), and when a PKCE flow state's code was handed out (it lives 5 minutes).
alter table auth.users add column if not exists email_change text;
alter table auth.users add column if not exists email_change_token_new text;
alter table auth.users add column if not exists email_change_sent_at timestamptz;
alter table auth.users add column if not exists confirmation_resent_at timestamptz;
alter table auth.users add column if not exists email_change_token_current text;
alter table auth.users add column if not exists email_change_confirm_status smallint not null default 0;
alter table auth.refresh_tokens add column if not exists updated_at timestamptz not null default now();
alter table auth.flow_state add column if not exists provider_type text not null default 'email';
alter table auth.flow_state add column if not exists auth_code_issued_at timestamptz;

-- An e-mail address is one account whatever its case: addresses are stored lower-cased, and
-- unique on lower(email). On a data directory from before this rule, case duplicates are resolved
-- first: per address, the confirmed (else the oldest) account keeps it; an unconfirmed duplicate is a
-- sign-up nobody finished and is removed; a confirmed duplicate keeps its data under a
-- "duplicate+<id>+" address that nobody can sign up for, so a person can merge it by hand.
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'users_email_lower_case' and conrelid = 'auth.users'::regclass) then
    with ranked as (
      select id, email_confirmed_at,
             row_number() over (partition by lower(email) order by (email_confirmed_at is null), created_at, id) as position
      from auth.users
    )
    delete from auth.users using ranked
    where auth.users.id = ranked.id and ranked.position > 1 and ranked.email_confirmed_at is null;
    with ranked as (
      select id, row_number() over (partition by lower(email) order by (email_confirmed_at is null), created_at, id) as position
      from auth.users
    )
    update auth.users set email = 'duplicate+' || auth.users.id::text || '+' || lower(auth.users.email)
    from ranked where auth.users.id = ranked.id and ranked.position > 1;
    update auth.users set email = lower(email) where email <> lower(email);
    alter table auth.users add constraint users_email_lower_case check (email = lower(email));
  end if;
end
$$;
create unique index if not exists users_email_lower_key on auth.users (lower(email));

-- A migration's table may point at a user (references auth.users), and a migration may add a
-- trigger to auth.users (to act on a sign-up or a change of address), as hosted's "postgres" may.
grant usage on schema auth to project_admin;
grant select, references, trigger on auth.users to project_admin;

create schema if not exists mailbox;

create table if not exists mailbox.messages (
  id uuid primary key default gen_random_uuid(),
  sender text not null,
  recipients text[] not null,
  reply_to text,
  subject text not null,
  html text not null default '',
  text text not null default '',
  idempotency_key text unique,
  created_at timestamptz not null default now()
);
-- Added after the table first shipped, so a data directory from before gains them: the headers a
-- message was sent with (List-Unsubscribe…), and its attachments as [{filename, contentType,
-- content (base64)}].
alter table mailbox.messages add column if not exists headers jsonb not null default '{}';
alter table mailbox.messages add column if not exists attachments jsonb not null default '[]';
`;

/** What a query answers: its rows, and how many rows an INSERT, UPDATE or DELETE touched. */
export interface QueryResult<T> {
  rows: T[];
  affectedRows?: number;
}

/** The database, or one of its transactions: what the backend's code runs statements on. */
export interface Queryable {
  /** One statement, with $1, $2… parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Any number of statements, without parameters. */
  exec(sql: string): Promise<unknown>;
}

/**
 * The store: PGlite (the default), or a real PostgreSQL through `DATABASE_URL`. PGlite has this
 * interface as it is; ./postgresDatabase.ts gives a PostgreSQL pool the same one.
 */
export interface Database extends Queryable {
  /** Runs `work` in one transaction on one connection: committed if it returns, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Where the migrations are. @default supabase/migrations */
  migrationsDirectory?: string;
  /**
   * A PostgreSQL server to use instead of PGlite (`DATABASE_URL`): a database of its own, reached
   * as a role that may create roles and schemas. `dataDirectory` is then unused.
   */
  url?: string;
}

/** Two backends opening one PostgreSQL database at once bring it up to date one after the other. */
const platformLock = 'select pg_advisory_xact_lock(hashtext($1))';

/**
 * Roles are the server's, and an advisory lock holds only within one database: two backends
 * creating the same role from two databases at once can still collide ("tuple concurrently
 * updated", or a duplicate role name). The platform changes only what is missing, so the one that
 * lost simply runs it again and finds it done.
 */
const raceOnRoles = (error: unknown) =>
  error instanceof Error && /tuple concurrently updated|pg_authid_rolname_index|already exists/.test(error.message);

async function bringPlatformUpToDate(database: Database, attempts = 3): Promise<void> {
  try {
    await database.transaction(async (tx) => {
      await tx.query(platformLock, ['akoma platform']);
      await tx.exec(platform);
    });
  } catch (error) {
    if (attempts <= 1 || !raceOnRoles(error)) throw error;
    await bringPlatformUpToDate(database, attempts - 1);
  }
}

/**
 * Opens the store (PGlite in `dataDirectory`, or in memory when it is undefined, for tests; or the
 * PostgreSQL at `options.url`), brings the platform up to date and applies any migration not yet
 * applied.
 */
export async function openDatabase(dataDirectory: string | undefined, options: OpenDatabaseOptions = {}): Promise<Database> {
  let database: Database;
  if (options.url !== undefined) {
    database = openPostgres(options.url);
  } else {
    if (dataDirectory !== undefined) mkdirSync(dataDirectory, { recursive: true });
    database = await PGlite.create(dataDirectory === undefined ? {} : { dataDir: dataDirectory });
  }
  try {
    await bringPlatformUpToDate(database);
    await applyMigrations(database, options.migrationsDirectory ?? defaultMigrationsDirectory);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
