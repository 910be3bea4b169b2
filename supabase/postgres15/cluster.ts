import { randomBytes } from 'node:crypto';
import { appendFileSync, chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { bootstrapAsHosted, type ServerAddress } from './hostedBootstrap.ts';
import { runCommand } from './runCommand.ts';
import { buildSafeupdate } from './safeupdate.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The database hosted projects use, bootstrapped and migrated once, then cloned for each test file. */
const templateDatabase = 'postgres';

export type Postgres15Address = ServerAddress;

/** A running cluster, as a test file reaches it. */
export interface Postgres15Server extends Postgres15Address {
  /** A connection string for `role` on `database`, over the private socket (trusted: no password). */
  url(role: string, database: string): string;
  /** A new database cloned from the template (hosted's bootstrap and every project migration); answers its name. */
  createDatabase(): Promise<string>;
}

/** The cluster, as the process that started it holds it. */
export interface Postgres15Cluster extends Postgres15Server {
  /** Stops the server at once and deletes its files. */
  stop(): Promise<void>;
}

export interface StartPostgres15Options {
  /** Where initdb, pg_ctl and pg_config are. @default process.env.POSTGRES15_BIN ?? '/usr/lib/postgresql/15/bin' */
  binDirectory?: string;
  /** The Supabase project whose supabase/migrations are pushed. @default the repository root */
  projectDirectory?: string;
  /** The port number, which names the socket file (nothing listens on TCP). @default 5432 */
  port?: number;
}

/**
 * The socket directory goes in a query parameter, which overrides the host; the host itself is
 * still needed, because the Supabase CLI (pgx) cannot parse a URL without one.
 */
function connectionUrl(address: Postgres15Address, role: string, database: string): string {
  return `postgresql://${encodeURIComponent(role)}@localhost/${encodeURIComponent(database)}?host=${encodeURIComponent(address.socketDirectory)}&port=${address.port}`;
}

/** The bootstrap superuser on template1, for creating and altering databases; limited client-side, so nothing stalls. */
const adminClient = (address: Postgres15Address) =>
  new pg.Client({
    host: address.socketDirectory,
    port: address.port,
    user: 'supabase_admin',
    database: 'template1',
    connectionTimeoutMillis: 30_000,
    query_timeout: 120_000,
  });

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A running cluster's databases, for a test file in another process than the one that started it. */
export function connectPostgres15(address: Postgres15Address): Postgres15Server {
  return {
    ...address,
    url: (role, database) => connectionUrl(address, role, database),
    async createDatabase() {
      const name = `akoma_${randomBytes(6).toString('hex')}`;
      const admin = adminClient(address);
      await admin.connect();
      try {
        await admin.query(`create database ${name} template ${templateDatabase} owner postgres`);
        // CREATE DATABASE copies what the template holds, not what is granted on it (hosted's
        // dashboard_user may connect to and create in "postgres"): those grants are copied too.
        const { rows } = await admin.query<{ privilege: string; grantee: string }>(
          `select a.privilege_type as privilege, coalesce(r.rolname, 'public') as grantee
             from pg_database d cross join lateral aclexplode(d.datacl) a left join pg_roles r on r.oid = a.grantee
            where d.datname = $1`,
          [templateDatabase],
        );
        for (const { privilege, grantee } of rows) {
          await admin.query(`grant ${privilege} on database ${name} to ${grantee === 'public' ? 'public' : quoteIdentifier(grantee)}`);
        }
      } finally {
        await admin.end();
      }
      return name;
    },
  };
}

/** The user the server runs as: PostgreSQL refuses to run as root, so under root (a container) it runs as nobody. */
async function serverUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = async (flag: string) => Number((await runCommand('id', [flag, 'nobody'], { timeoutMs: 10_000 })).trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

function checkBinaries(binDirectory: string): void {
  const missing = ['initdb', 'pg_ctl', 'pg_config', 'postgres'].filter((name) => !existsSync(join(binDirectory, name)));
  if (missing.length > 0) {
    throw new Error(
      `PostgreSQL 15 is not installed in ${binDirectory} (no ${missing.join(', ')}). On Debian or Ubuntu: ` +
        '`apt-get install postgresql-15 postgresql-server-dev-15` (the server, and pg_config to build pg-safeupdate); ' +
        'or set POSTGRES15_BIN to the directory holding its binaries.',
    );
  }
}

const quoteSetting = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Starts a PostgreSQL 15 cluster of its own (a temporary directory, a unix socket inside it and no
 * TCP), bootstrapped as hosted Supabase bootstraps a project (./hostedBootstrap.ts, with
 * pg-safeupdate loaded for the API's connections), and the project's migrations applied by the
 * Supabase CLI as `postgres`, as `supabase db push` applies them on deploy. That database is the
 * template `createDatabase()` clones, so each test file starts from a clean copy in a moment.
 */
export async function startPostgres15(options: StartPostgres15Options = {}): Promise<Postgres15Cluster> {
  const binDirectory = options.binDirectory ?? process.env.POSTGRES15_BIN ?? '/usr/lib/postgresql/15/bin';
  checkBinaries(binDirectory);
  const version = await runCommand(join(binDirectory, 'pg_config'), ['--version'], { timeoutMs: 10_000 });
  if (!/^PostgreSQL 15\./.test(version)) throw new Error(`${binDirectory} holds ${version.trim()}, not PostgreSQL 15`);
  const safeupdateDirectory = await buildSafeupdate(join(binDirectory, 'pg_config')).catch((error: unknown) => {
    throw new Error('pg-safeupdate did not build: it needs make, a C compiler and postgresql-server-dev-15', { cause: error });
  });

  const user = await serverUser();
  const root = mkdtempSync(join(tmpdir(), 'akoma-pg15-'));
  const dataDirectory = join(root, 'data');
  const libraryDirectory = join(root, 'lib');
  const log = join(root, 'server.log');
  const address: Postgres15Address = { socketDirectory: root, port: options.port ?? 5432 };
  const server = (program: string, args: string[], timeoutMs: number) =>
    runCommand(join(binDirectory, program), args, { cwd: root, timeoutMs, ...(user ? { user } : {}) });

  let running = false;
  let stopped = false;
  /** The server's process id, from the file it writes while it runs. */
  const postmasterPid = () => {
    const file = join(dataDirectory, 'postmaster.pid');
    const pid = existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : NaN;
    return pid > 0 ? pid : undefined;
  };
  const signalServer = (signal: NodeJS.Signals) => {
    const pid = postmasterPid();
    try {
      if (pid !== undefined) process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  };
  const stopNow = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopOnExit);
    try {
      if (running) await server('pg_ctl', ['stop', '-D', dataDirectory, '-m', 'immediate', '-w', '-t', '30'], 60_000);
    } catch {
      // pg_ctl could not stop it: end the server this cluster started, by its id.
      signalServer('SIGKILL');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  // A run that ends without stop() (an error in the runner, Ctrl-C) still leaves nothing behind:
  // SIGQUIT is PostgreSQL's immediate shutdown, the same as pg_ctl's "-m immediate".
  function stopOnExit() {
    signalServer('SIGQUIT');
    rmSync(root, { recursive: true, force: true });
  }
  process.on('exit', stopOnExit);

  try {
    if (user) chownSync(root, user.uid, user.gid);
    // A copy beside the data, which the server can read whoever it runs as (the cache may sit under
    // a home directory only its owner may enter).
    mkdirSync(libraryDirectory);
    copyFileSync(join(safeupdateDirectory, 'safeupdate.so'), join(libraryDirectory, 'safeupdate.so'));
    await server(
      'initdb',
      [
        '-D',
        dataDirectory,
        '-U',
        'supabase_admin',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
        '--no-instructions',
      ],
      120_000,
    );
    appendFileSync(
      join(dataDirectory, 'postgresql.conf'),
      [
        '',
        '# A private server for one test run: the socket in its own directory, no TCP.',
        "listen_addresses = ''",
        `unix_socket_directories = ${quoteSetting(root)}`,
        'unix_socket_permissions = 0700',
        `port = ${address.port}`,
        '# Thrown away after the run: nothing needs to survive a crash.',
        'fsync = off',
        'full_page_writes = off',
        'synchronous_commit = off',
        '# Room for every test file at once, each with its pools and up to 25 parallel sessions of its own.',
        'max_connections = 200',
        '# As hosted (Realtime publishes changes).',
        'wal_level = logical',
        '# pg-safeupdate, built in node_modules/.cache rather than installed into the system.',
        `dynamic_library_path = ${quoteSetting(`$libdir:${libraryDirectory}`)}`,
        '',
      ].join('\n'),
    );
    await server('pg_ctl', ['start', '-D', dataDirectory, '-l', log, '-w', '-t', '60', '-s'], 90_000);
    running = true;

    await bootstrapAsHosted(address);
    await runCommand(
      join(repositoryRoot, 'node_modules', '.bin', 'supabase'),
      [
        'db',
        'push',
        '--db-url',
        connectionUrl(address, 'postgres', templateDatabase),
        '--include-all',
        '--yes',
        '--workdir',
        options.projectDirectory ?? repositoryRoot,
      ],
      { cwd: repositoryRoot, timeoutMs: 180_000, env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' } },
    );

    // No one connects to the template again: CREATE DATABASE refuses to copy a database that has
    // a session open, so a stray connection could fail another file's clone.
    const admin = adminClient(address);
    await admin.connect();
    try {
      await admin.query(`alter database ${templateDatabase} with allow_connections false`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    const serverLog = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-20).join('\n') : '';
    await stopNow();
    throw new Error(
      `PostgreSQL 15 did not start as hosted Supabase: ${error instanceof Error ? error.message : String(error)}` +
        (serverLog ? `\nThe server's log ends:\n${serverLog}` : ''),
      { cause: error },
    );
  }

  return { ...connectPostgres15(address), stop: stopNow };
}
