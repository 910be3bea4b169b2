/**
 * The floor app (./floor): a bare React Router app, prerendered like the site, built with the
 * repository's own react, react-dom, react-router and @react-router/dev. The site's timings and
 * home-page JavaScript are budgeted as multiples of its figures (./budgets.ts).
 *
 * `npm run bench` (./run.ts) and `npm test` (tests/e2e/budgets.spec.ts) both read its build, so it
 * is built on demand: when missing, or when its sources or the packages it is built with changed.
 * Playwright loads the spec in several processes at once, so the build runs under a lock that
 * every process takes, and the build records a fingerprint of what it was built from only once it
 * finished: a process never measures a build another one is still writing.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { BuildSizes, type RouteSizes } from './sizes.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const siteDirectory = join(repositoryRoot, 'site');

const floorDirectory = fileURLToPath(new URL('./floor/', import.meta.url));
const buildDirectory = join(floorDirectory, 'build');
export const floorClientDirectory = join(buildDirectory, 'client');
/** The floor's build as the preview server's SITE_BUILD_DIR takes it: relative to site/. */
export const floorBuildDirectoryFromSite = relative(siteDirectory, buildDirectory);
/** What the floor's build was made from; written last, so a build without it is incomplete. */
const fingerprintFile = join(buildDirectory, 'fingerprint.txt');

/** The packages whose code or build tooling makes up the floor's output. */
const builtWith = ['react', 'react-dom', 'react-router', '@react-router/dev', 'vite'] as const;

/** The version of a package as Node would find it from `directory` (its node_modules, then its parents'). */
function installedVersion(name: string, directory: string): string | undefined {
  for (let current = directory; ; current = dirname(current)) {
    const manifest = join(current, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (dirname(current) === current) return undefined;
  }
}

/**
 * The versions the floor is built with, next to the ones the site resolves: npm may nest a
 * different copy under site/node_modules, and the report says so rather than hide it.
 */
export function floorPackageVersions(): { name: string; floor: string | undefined; site: string | undefined }[] {
  return builtWith.map((name) => ({ name, floor: installedVersion(name, floorDirectory), site: installedVersion(name, siteDirectory) }));
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory())
      return entry.name === 'build' || entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(path);
    return [path];
  });
}

function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(floorDirectory).sort()) hash.update(`${relative(floorDirectory, file)}\0`).update(readFileSync(file));
  for (const { name, floor } of floorPackageVersions()) hash.update(`${name}@${floor ?? 'missing'}\0`);
  return hash.digest('hex');
}

const sleep = (milliseconds: number) => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
};

/** Milliseconds since `path` was made, or 0 if it is gone. */
function ageOf(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `action` while holding a lock shared by every process on the machine (a directory: making
 * one is atomic). Synchronous, so a test file can build the floor while Playwright loads it.
 */
function withLock<T>(action: () => T): T {
  const lock = join(tmpdir(), `akoma-floor-build-${createHash('sha256').update(floorDirectory).digest('hex').slice(0, 12)}.lock`);
  const owner = join(lock, 'pid');
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // A process that died while building leaves its lock behind (without its pid if it died at
    // once, so an old lock without one counts as left behind too): take it over.
    const pid = existsSync(owner) ? Number(readFileSync(owner, 'utf8')) : Number.NaN;
    const abandoned = pid > 0 ? !isRunning(pid) : ageOf(lock) > 10_000;
    if (abandoned) rmSync(lock, { recursive: true, force: true });
    else if (Date.now() > deadline)
      throw new Error(`The floor app's build lock ${lock} has been held for 5 minutes; remove it if no build runs.`);
    else sleep(200);
  }
  try {
    writeFileSync(owner, String(process.pid));
    return action();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds the floor app unless its build is complete and made from its current sources and packages. Call with the lock held. */
function buildIfNeeded(force: boolean): boolean {
  const expected = fingerprint();
  if (!force && existsSync(fingerprintFile) && readFileSync(fingerprintFile, 'utf8') === expected) return false;
  rmSync(buildDirectory, { recursive: true, force: true });
  const environment = { ...process.env };
  // A test runner's NODE_ENV (such as "test") would make Vite bundle React's development build.
  delete environment.NODE_ENV;
  try {
    execFileSync(join(repositoryRoot, 'node_modules', '.bin', 'react-router'), ['build'], {
      cwd: floorDirectory,
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    const output = `${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`Building the floor app (tests/bench/floor) failed:\n${output}`);
  }
  writeFileSync(fingerprintFile, expected);
  return true;
}

/**
 * Builds the floor app into tests/bench/floor/build unless its build is complete and made from its
 * current sources and packages; `force` builds it regardless. Returns whether it built.
 */
export function ensureFloorBuild({ force = false } = {}): boolean {
  return withLock(() => buildIfNeeded(force));
}

/** The floor app's home page as the size budgets count it (./sizes.ts), building the floor first if needed. */
export function measureFloorHome(): RouteSizes {
  return withLock(() => {
    buildIfNeeded(false);
    return new BuildSizes(floorClientDirectory).measureRoute('/');
  });
}
