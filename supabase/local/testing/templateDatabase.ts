import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { openDatabase, type Database } from '../database.ts';
import { defaultMigrationsDirectory } from '../migrations.ts';

/** What a store brought up to date is made of: PGlite's build, the platform (database.ts) and every migration. */
function fingerprint(): string {
  const hash = createHash('sha256');
  const pglite = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  hash.update(readFileSync(join(pglite, '..', 'package.json')));
  hash.update(readFileSync(fileURLToPath(new URL('../database.ts', import.meta.url))));
  for (const name of readdirSync(defaultMigrationsDirectory).sort()) {
    hash.update(name).update(readFileSync(join(defaultMigrationsDirectory, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

const templatePrefix = 'akoma-database-template-';
let template: Promise<string> | undefined;

/**
 * A store with the platform and every migration applied, made once for each change of them (in the
 * system's temporary folder, shared by the test files' processes) and copied for each test. A new
 * PGlite store runs initdb, then the migrations: 5 to 20 s on a busy two-core machine, where a copy
 * opens in 1 to 3 s. Opening the copy still applies any migration it lacks, as the backend does.
 */
function templateDirectory(): Promise<string> {
  template ??= (async () => {
    const path = join(tmpdir(), `${templatePrefix}${fingerprint()}`);
    if (existsSync(path)) return path;
    const building = mkdtempSync(join(tmpdir(), 'akoma-database-building-'));
    const database = await openDatabase(building);
    await database.close();
    try {
      // Atomic: another process that got there first keeps its copy, and this one is dropped.
      renameSync(building, path);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
    // Templates of other migrations that no test has made for a day (another checkout may still use a newer one).
    for (const name of readdirSync(tmpdir())) {
      const other = join(tmpdir(), name);
      if (name.startsWith(templatePrefix) && other !== path && Date.now() - statSync(other).mtimeMs > 86_400_000)
        rmSync(other, { recursive: true, force: true });
    }
    return path;
  })();
  return template;
}

/** A new data directory holding a store brought up to date, for a test backend to open. */
export async function freshDataDirectory(): Promise<string> {
  const source = await templateDirectory();
  const directory = mkdtempSync(join(tmpdir(), 'akoma-backend-test-'));
  cpSync(source, directory, { recursive: true });
  return directory;
}

/** A store brought up to date, for a test; closing it deletes its files. */
export async function openTestDatabase(): Promise<Database> {
  const directory = await freshDataDirectory();
  const database = await openDatabase(directory);
  const close = database.close.bind(database);
  // The one extra step a test's store needs when it closes; everything else is PGlite's own.
  database.close = async () => {
    await close();
    rmSync(directory, { recursive: true, force: true });
  };
  return database;
}
