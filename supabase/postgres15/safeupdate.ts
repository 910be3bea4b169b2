import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { runCommand } from './runCommand.ts';

const sourceDirectory = fileURLToPath(new URL('vendor/pg-safeupdate/', import.meta.url));
const sourceFiles = ['safeupdate.c', 'Makefile'] as const;
const cacheRoot = fileURLToPath(new URL('../../node_modules/.cache/akoma-safeupdate/', import.meta.url));

/**
 * Builds pg-safeupdate (vendor/pg-safeupdate) for the PostgreSQL whose `pg_config` is given, once:
 * the library is kept in node_modules/.cache/akoma-safeupdate/<hash>/, keyed by the sources and
 * the server's version, and reused while neither changes. Answers the directory holding
 * `safeupdate.so`, for the server's `dynamic_library_path`; nothing is installed into the system.
 */
export async function buildSafeupdate(pgConfig: string): Promise<string> {
  const version = (await runCommand(pgConfig, ['--version'], { timeoutMs: 10_000 })).trim();
  const hash = createHash('sha256').update(version).update(pgConfig);
  for (const file of sourceFiles) hash.update(file).update(readFileSync(join(sourceDirectory, file)));
  const directory = join(cacheRoot, hash.digest('hex').slice(0, 16));
  if (existsSync(join(directory, 'safeupdate.so'))) return directory;

  mkdirSync(cacheRoot, { recursive: true });
  const building = mkdtempSync(join(cacheRoot, 'building-'));
  try {
    for (const file of sourceFiles) copyFileSync(join(sourceDirectory, file), join(building, file));
    // with_llvm=no: Debian's server is built with LLVM, and PGXS would also compile the module to
    // bitcode for JIT inlining, which needs clang; the server loads the .so alone.
    await runCommand('make', [`PG_CONFIG=${pgConfig}`, 'with_llvm=no'], { cwd: building, timeoutMs: 120_000 });
    try {
      // Atomic: a run that built it at the same time keeps its copy.
      renameSync(building, directory);
    } catch (error) {
      if (!existsSync(join(directory, 'safeupdate.so'))) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return directory;
}
