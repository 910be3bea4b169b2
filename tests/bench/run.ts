/**
 * `npm run bench`: the performance benchmark.
 *
 * Builds the site (into site/build-bench) and the floor app (tests/bench/floor, see ./floor.ts: a
 * bare React Router app prerendered the way the site is), serves each with the preview server
 * (over HTTPS and HTTP/2, compressed, with the security headers, as a static host would; see
 * ./tls.ts) on its own port, and runs
 * Lighthouse (mobile, simulated throttling, the default) several times on every page of
 * site/app/content/pages.ts, the longest readable piece (site/content/pieces), each French screen
 * and the longest French piece, one run after another in a fresh browser, alternating with runs on
 * the floor's home page: for each route and each run, one floor run then one site run, so the floor
 * sees the machine as the site does. The floor's reference figures are the median of all its runs;
 * each route's LCP and FCP are budgeted as ratios of them, and the home page's JavaScript as a
 * ratio of the floor's. Reports the median scores and metrics with each route's gzipped JavaScript,
 * CSS and HTML (and the floor's), checks them against ./budgets.ts, writes bench-results/report.md
 * and bench-results/report.json, and exits with 1 when a budget is missed. It also measures a first
 * visit to the home page and to the longest piece, with and without Save-Data (./firstVisit.ts):
 * the bytes the page fetched in its first 30 s, and what the service worker fetched besides.
 *
 *   npm run bench                          build both, then every route, 3 runs each (and as many floor runs)
 *   npm run bench -- --skip-build          reuse the last bench build and the floor's build (built if missing or stale)
 *   npm run bench -- / /about              only these routes
 *   npm run bench -- --save-lhr            also keep every Lighthouse result (bench-results/lighthouse/)
 *   npm run bench -- --skip-interactions   leave out the soft navigations and the interactions (./measureInteractions.ts)
 *   npm run bench -- --skip-first-visit    leave out the first visit's bytes (./firstVisit.ts); it runs on / and the
 *                                          longest piece when they are among the routes (`npm run bench -- /` measures /)
 *   npm run bench -- --hero-photographs /  the home page with a photograph in every hero picture
 *                                          (stand-ins made by the bench, ./heroPhotographs.ts), built into site/build-bench-photographs
 *   BENCH_RUNS=5 BENCH_PORT=4441 npm run bench    (the floor is served on BENCH_PORT + 1)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import lighthouse, { type Flags, type Result } from 'lighthouse';

import { eachScreen, pages } from '../../site/app/content/pages.ts';
import { pathIn } from '../../site/app/language.ts';
import { piecePath } from '../../site/app/pieces/piece.ts';
import piecePaths, { translatedPiecePaths } from '../../site/buildtime/piecePaths.ts';
import { analyticsEnvironment } from '../analyticsSettings.ts';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import {
  categories,
  firstVisitBudgets,
  floorRatioBudgets,
  formatKilobytes,
  formatRatio,
  homeJavaScriptBudget,
  interactionBudget,
  mainThreadToFloor,
  metricBudgets,
  scoreBudgets,
  sizeBudgets,
  softNavigationToFloor,
  type Category,
  type FloorRatioMetric,
  type Metric,
} from './budgets.ts';
import { cpuSlowdownFor, defaultCpuSlowdown, emulatedBenchmarkIndex, referenceBenchmarkIndex } from './cpu.ts';
import { firstVisitTable, measureFirstVisits, type FirstVisitMeasurement } from './firstVisit.ts';
import { ensureFloorBuild, floorBuildDirectoryFromSite, floorClientDirectory, floorPackageVersions, measureFloorHome } from './floor.ts';
import { BuildSizes, sizeBudgetProblems, type RouteSizes } from './sizes.ts';
import { interactionsTable, measureInteractions, type InteractionResults } from './measureInteractions.ts';
import { contentWithHeroPhotographs, heroPhotographSize } from './heroPhotographs.ts';
import { ensureBenchCertificate, fetchText, type BenchCertificate } from './tls.ts';

/** The site's pages kept out of search results on purpose (noindex). */
const unindexedPaths = new Set(pages.filter((page) => page.indexed === false).flatMap((page) => [page.path, `/fr${page.path}`]));

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const cliArguments = process.argv.slice(2);
const heroPhotographs = cliArguments.includes('--hero-photographs');
const buildDirectoryName = process.env.BENCH_BUILD_DIR ?? (heroPhotographs ? 'build-bench-photographs' : 'build-bench');
const clientDirectory = join(repositoryRoot, 'site', buildDirectoryName, 'client');
const resultsDirectory = join(repositoryRoot, 'bench-results');
const port = Number(process.env.BENCH_PORT ?? 4441);
const runsPerRoute = Number(process.env.BENCH_RUNS ?? 3);
// Lighthouse's documented variable first, then the one the browser tests honour.
const chromePath = process.env.CHROME_PATH ?? chromiumPath;

const skipBuild = cliArguments.includes('--skip-build');
const saveLighthouseResults = cliArguments.includes('--save-lhr');
const skipInteractions = cliArguments.includes('--skip-interactions');
const skipFirstVisit = cliArguments.includes('--skip-first-visit');
const onlyRoutes = cliArguments.filter((argument) => !argument.startsWith('--'));

interface RunMeasurement {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Script bytes Lighthouse saw transferred, including chunks loaded after start-up (for information). */
  scriptTransfer: number;
  /** Lighthouse's measure of how fast the machine was during the run (higher is faster). */
  benchmarkIndex: number;
  /** The CPU slowdown the run was made with (./cpu.ts). */
  cpuSlowdown: number;
  /** All the main thread's work during the load, in milliseconds as slowed down (Lighthouse's main-thread breakdown). */
  mainThread: number;
  /**
   * What cost points where a budget was missed: by category, each audit below a full score with
   * its score (0-100); under 'layout shifts', each element that moved with its share of the CLS.
   */
  findings: Partial<Record<FindingKind, Record<string, number>>>;
}

type FindingKind = Category | 'layout shifts';
/** A route's findings over its runs, ready to print: an audit's lowest score, an element's largest shift. */
type Findings = Partial<Record<FindingKind, string[]>>;

/** What is served and measured: the site, or the floor app it is compared with. */
interface Target {
  name: 'site' | 'floor';
  port: number;
  /** The build as the preview server's SITE_BUILD_DIR takes it: relative to site/. */
  buildDirectory: string;
  clientDirectory: string;
}

const site: Target = { name: 'site', port, buildDirectory: buildDirectoryName, clientDirectory };
const floor: Target = { name: 'floor', port: port + 1, buildDirectory: floorBuildDirectoryFromSite, clientDirectory: floorClientDirectory };
// HTTPS and HTTP/2, as a static host serves the site (see ./tls.ts for why it matters here).
const originOf = (target: Target) => `https://127.0.0.1:${String(target.port)}`;
let certificate: BenchCertificate | undefined;
const benchCertificate = () => {
  if (!certificate) throw new Error('the bench certificate is made before any server starts');
  return certificate;
};

type Median = Omit<RunMeasurement, 'findings'>;

/** The floor app's home page over all its runs of the bench. */
interface FloorResult {
  route: '/';
  runs: RunMeasurement[];
  /** Runs Lighthouse could not complete (they are not retried: the next route's runs add more). */
  failedRuns: number;
  lastFailure?: string;
  median: Median;
  findings: Findings;
  sizes: RouteSizes;
}

interface RouteResult {
  route: string;
  runs: RunMeasurement[];
  median: Median;
  /** The route's median LCP and FCP divided by the floor's. */
  floorRatios: Record<FloorRatioMetric, number>;
  /** The route's median main-thread work divided by the floor's. */
  mainThreadRatio: number;
  findings: Findings;
  sizes: RouteSizes;
  problems: string[];
}

const log = (message: string) => {
  process.stderr.write(`bench: ${message}\n`);
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** Builds the site; `contentRoot` holds the content to build instead of site/content (SITE_CONTENT_ROOT). */
async function build(contentRoot?: string): Promise<void> {
  mkdirSync(resultsDirectory, { recursive: true });
  const logFile = join(resultsDirectory, 'build.log');
  log(`building the site into site/${buildDirectoryName} (output in ${logFile})`);
  const child = spawn('npm', ['run', 'build'], {
    cwd: repositoryRoot,
    // With the measurement on (events to the preview server's stand-in), so its cost is in every figure.
    env: {
      ...process.env,
      ...analyticsEnvironment,
      SITE_BUILD_DIR: buildDirectoryName,
      ...(contentRoot ? { SITE_CONTENT_ROOT: contentRoot } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await exited(child);
  writeFileSync(logFile, Buffer.concat(output));
  if (code !== 0) throw new Error(`the build failed (exit ${String(code)}); see ${logFile}`);
}

/**
 * The preview server for one build on its own port, in its own process group so it can be stopped
 * with its children. The floor is served by the site's server too, so both get the same
 * compression and headers.
 */
async function startServer(target: Target): Promise<ChildProcess> {
  const origin = originOf(target);
  const server = spawn('npm', ['run', 'preview'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      ...analyticsEnvironment,
      PORT: String(target.port),
      SITE_BUILD_DIR: target.buildDirectory,
      PREVIEW_TLS_CERT: benchCertificate().certFile,
      PREVIEW_TLS_KEY: benchCertificate().keyFile,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // Only our build's home page counts as ready: another server already on the port must not be measured.
  const home = readFileSync(join(target.clientDirectory, 'index.html'), 'utf8');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the ${target.name}'s preview server stopped (is port ${String(target.port)} taken?):\n${errors}`);
    try {
      const response = await fetchText(`${origin}/`, benchCertificate().cert);
      if (response.status === 200 && response.body === home) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopProcessGroup(server);
  throw new Error(`the ${target.name}'s preview server did not answer on ${origin} within 30 s:\n${errors}`);
}

function stopProcessGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

const leftoverProfiles: string[] = [];

function removeLeftoverProfiles() {
  for (const profile of leftoverProfiles.splice(0))
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      log(`could not remove ${profile}: ${error instanceof Error ? error.message : String(error)}`);
    }
}

interface Browser {
  port: number;
  close: () => Promise<void>;
}

/** A fresh headless Chromium with a throwaway profile; Lighthouse drives it over its debugging port. */
async function launchChromium(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'akoma-bench-chromium-'));
  const child = spawn(
    chromePath,
    [
      '--headless=new',
      ...chromiumArgs,
      // Trusts the bench's own certificate, and no other.
      benchCertificate().chromiumArgument,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    // Chromium's helper processes may still be writing to the profile for a moment after it
    // exits: try again at the end of the bench rather than wait here.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch {
      leftoverProfiles.push(profile);
    }
  };
  // Chromium writes the port it picked into the profile once it listens.
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (existsSync(portFile)) {
      const debuggingPort = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (debuggingPort > 0) return { port: debuggingPort, close };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`Chromium (${chromePath}) did not start; set CHROME_PATH or CHROMIUM_PATH to a Chromium binary.`);
}

/** The audits of a category that lost points, by id, with their score (0-100). */
function auditsBelowFullScore(lhr: Result, category: Category): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const reference of lhr.categories[category]?.auditRefs ?? []) {
    const score = lhr.audits[reference.id]?.score;
    if (reference.weight > 0 && typeof score === 'number' && score < 1) scores[reference.id] = Math.round(score * 100);
  }
  return scores;
}

/** The elements that moved, by CSS selector, with their share of the layout shift. */
function layoutShiftsOf(lhr: Result): Record<string, number> {
  const shifts: Record<string, number> = {};
  const details = lhr.audits['layout-shifts']?.details;
  if (details?.type !== 'table') return shifts;
  for (const item of details.items) {
    const selector = (item.node as { selector?: string } | undefined)?.selector ?? 'unknown element';
    if (typeof item.score === 'number') shifts[selector] = Math.max(shifts[selector] ?? 0, item.score);
  }
  return shifts;
}

/** One kind of finding over all runs: the worst value of each item, as "item (lowest 42)" or "item (up to 0.203)". */
function summariseFindings(runs: readonly RunMeasurement[], kind: FindingKind): string[] {
  const shift = kind === 'layout shifts';
  const worst = new Map<string, number>();
  for (const run of runs)
    for (const [item, value] of Object.entries(run.findings[kind] ?? {})) {
      const previous = worst.get(item);
      worst.set(item, previous === undefined ? value : shift ? Math.max(previous, value) : Math.min(previous, value));
    }
  return [...worst].map(([item, value]) => (shift ? `${item} (up to ${formatShift(value)})` : `${item} (lowest ${String(value)})`));
}

function scriptTransferOf(lhr: Result): number {
  const items = lhr.audits['resource-summary']?.details;
  if (items?.type !== 'table') return Number.NaN;
  const script = items.items.find((item) => item.resourceType === 'script');
  return typeof script?.transferSize === 'number' ? script.transferSize : Number.NaN;
}

/** Lighthouse's mobile network preset (its default); the CPU slowdown is the bench's own (./cpu.ts). */
const mobileNetwork = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
};

/**
 * The benchmark indexes Lighthouse has reported so far in this bench: the CPU slowdown of each run
 * follows their median, so the machine's speed as it is now sets how hard it is slowed down.
 */
const seenBenchmarkIndexes: number[] = [];
const currentCpuSlowdown = () => cpuSlowdownFor(median(seenBenchmarkIndexes));

async function measureRun(browser: Browser, target: Target, route: string, run: number, cpuSlowdown: number): Promise<RunMeasurement> {
  const flags: Flags = {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    throttling: { ...mobileNetwork, cpuSlowdownMultiplier: cpuSlowdown },
    // Pictures of the page weigh nothing in any score and take seconds on long pages.
    disableFullPageScreenshot: true,
    // A page that asks search engines to skip it (a member's account, the page a reset link opens:
    // `indexed: false` in the site's page list) is not judged on being crawlable.
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', ...(unindexedPaths.has(route) ? ['is-crawlable'] : [])],
  };
  const result = await lighthouse(`${originOf(target)}${route}`, flags);
  if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
  const { lhr } = result;
  if (saveLighthouseResults) {
    const directory = join(resultsDirectory, 'lighthouse');
    mkdirSync(directory, { recursive: true });
    const name = `${target.name === 'floor' ? 'floor-' : ''}${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}`;
    writeFileSync(join(directory, `${name}-${String(run)}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${route}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores,
    metrics: {
      lcp: numeric('largest-contentful-paint'),
      fcp: numeric('first-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    },
    scriptTransfer: scriptTransferOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown,
    mainThread: numeric('mainthread-work-breakdown'),
    findings: {
      ...Object.fromEntries(
        categories
          .filter((category) => scores[category] < scoreBudgets[category])
          .map((category) => [category, auditsBelowFullScore(lhr, category)]),
      ),
      ...(numeric('cumulative-layout-shift') > metricBudgets.cls ? { 'layout shifts': layoutShiftsOf(lhr) } : {}),
    },
  };
}

/** One Lighthouse run in a fresh browser, as Lighthouse recommends: no state carried from one run to the next. */
async function runOnce(target: Target, route: string, run: number, cpuSlowdown = currentCpuSlowdown()): Promise<RunMeasurement> {
  const browser = await launchChromium();
  try {
    const measurement = await measureRun(browser, target, route, run, cpuSlowdown);
    if (Number.isFinite(measurement.benchmarkIndex)) seenBenchmarkIndexes.push(measurement.benchmarkIndex);
    return measurement;
  } finally {
    await browser.close();
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function medianOf(runs: readonly RunMeasurement[]): Median {
  const of = (pick: (run: RunMeasurement) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(categories.map((category) => [category, of((run) => run.scores[category])])) as Record<Category, number>,
    metrics: {
      lcp: of((run) => run.metrics.lcp),
      fcp: of((run) => run.metrics.fcp),
      tbt: of((run) => run.metrics.tbt),
      cls: of((run) => run.metrics.cls),
    },
    scriptTransfer: of((run) => run.scriptTransfer),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    cpuSlowdown: of((run) => run.cpuSlowdown),
    mainThread: of((run) => run.mainThread),
  };
}

/** What cost the points of each score under its budget, and what moved when CLS is over its budget. */
function findingsOf(runs: readonly RunMeasurement[], { scores, metrics }: Median): Findings {
  const findings: Findings = {};
  for (const category of categories) if (scores[category] < scoreBudgets[category]) findings[category] = summariseFindings(runs, category);
  if (!(metrics.cls <= metricBudgets.cls)) findings['layout shifts'] = summariseFindings(runs, 'layout shifts');
  return findings;
}

interface FloorRuns {
  runs: RunMeasurement[];
  failed: number;
  lastFailure?: string;
}

/**
 * A route's runs, each one after a run on the floor's home page, so that what slows the machine
 * down during the route's runs slows the floor's down too. A failed site run is retried with a
 * floor run before it again.
 */
async function benchRoute(route: string, floorRuns: FloorRuns): Promise<{ runs: RunMeasurement[]; failure?: string }> {
  const runs: RunMeasurement[] = [];
  for (let attempt = 1; runs.length < runsPerRoute; attempt++) {
    try {
      floorRuns.runs.push(await runOnce(floor, '/', floorRuns.runs.length + 1));
    } catch (error) {
      floorRuns.failed++;
      floorRuns.lastFailure = messageOf(error);
      log(`floor /: run failed (${floorRuns.lastFailure})`);
    }
    try {
      runs.push(await runOnce(site, route, runs.length + 1));
    } catch (error) {
      // On a busy machine Lighthouse now and then loses a trace (NO_NAVSTART): as many spare
      // attempts as runs, then the route is reported as not measured and the bench goes on.
      if (attempt >= 2 * runsPerRoute) return { runs, failure: messageOf(error) };
      log(`${route}: run failed, retrying (${messageOf(error)})`);
    }
  }
  return { runs };
}

/** A route's medians, its ratios to the floor and the budgets it misses. */
function evaluateRoute(
  route: string,
  { runs, failure }: { runs: RunMeasurement[]; failure?: string },
  sizes: RouteSizes,
  floorResult: FloorResult,
): RouteResult {
  const medians = medianOf(runs);
  const floorMeasured = floorResult.runs.length > 0;
  const result: RouteResult = {
    route,
    runs,
    median: medians,
    floorRatios: {
      lcp: floorMeasured ? medians.metrics.lcp / floorResult.median.metrics.lcp : Number.NaN,
      fcp: floorMeasured ? medians.metrics.fcp / floorResult.median.metrics.fcp : Number.NaN,
    },
    mainThreadRatio: floorMeasured ? medians.mainThread / floorResult.median.mainThread : Number.NaN,
    findings: runs.length > 0 ? findingsOf(runs, medians) : {},
    sizes,
    problems: [],
  };
  if (failure !== undefined)
    result.problems.push(`${route}: only ${String(runs.length)} of ${String(runsPerRoute)} Lighthouse runs succeeded (${failure})`);
  // Without a single run there is nothing to compare: the line above already says so.
  if (runs.length > 0) {
    for (const category of categories) {
      const score = medians.scores[category];
      if (score < scoreBudgets[category])
        result.problems.push(`${route}: ${category} scores ${String(score)}, under ${String(scoreBudgets[category])}`);
    }
    // Without a floor run the ratios are unknown: the floor's own problem says so, once.
    if (floorMeasured)
      for (const metric of ['lcp', 'fcp'] as const) {
        const ratio = result.floorRatios[metric];
        if (!(ratio <= floorRatioBudgets[metric]))
          result.problems.push(
            `${route}: ${metric.toUpperCase()} is ${formatSeconds(medians.metrics[metric])}, ${formatRatio(ratio)} the floor app's ` +
              `${formatSeconds(floorResult.median.metrics[metric])}, over ${formatRatio(floorRatioBudgets[metric])}`,
          );
      }
    const { tbt, cls } = medians.metrics;
    if (!(tbt <= metricBudgets.tbt))
      result.problems.push(`${route}: TBT is ${formatMilliseconds(tbt)}, over ${formatMilliseconds(metricBudgets.tbt)}`);
    if (!(cls <= metricBudgets.cls)) result.problems.push(`${route}: CLS is ${formatShift(cls)}, over ${formatShift(metricBudgets.cls)}`);
    if (floorMeasured && !(result.mainThreadRatio <= mainThreadToFloor))
      result.problems.push(
        `${route}: the main thread works ${formatMilliseconds(medians.mainThread)}, ${formatRatio(result.mainThreadRatio)} the floor app's ` +
          `${formatMilliseconds(floorResult.median.mainThread)}, over ${formatRatio(mainThreadToFloor)}`,
      );
  }
  result.problems.push(...sizeBudgetProblems(sizes, floorResult.sizes.javascript.bytes));
  return result;
}

function benchmarkRange(results: readonly { median: Median }[]): string {
  const indexes = results.map((result) => result.median.benchmarkIndex).filter((index) => !Number.isNaN(index));
  return indexes.length === 0 ? 'n/a' : `${String(Math.round(Math.min(...indexes)))} to ${String(Math.round(Math.max(...indexes)))}`;
}

const formatSeconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
const formatMilliseconds = (milliseconds: number) => `${String(Math.round(milliseconds))} ms`;
const formatShift = (shift: number) => shift.toFixed(3);
const formatIndex = ({ benchmarkIndex, cpuSlowdown }: Median) =>
  Number.isNaN(benchmarkIndex) ? 'n/a' : `${String(Math.round(benchmarkIndex))} at ${cpuSlowdown.toFixed(1)}×`;
const plural = (count: number, noun: string) => `${String(count)} ${noun}${count === 1 ? '' : 's'}`;
const formatDuration = (milliseconds: number) =>
  `${String(Math.floor(milliseconds / 60_000))} min ${String(Math.round((milliseconds % 60_000) / 1000))} s`;

function markdownReport(
  results: readonly RouteResult[],
  floorResult: FloorResult,
  interactions: InteractionResults | undefined,
  firstVisits: readonly FirstVisitMeasurement[],
  context: Record<string, string>,
): string {
  const miss = (text: string, missed: boolean) => (text.includes('NaN') ? 'n/a' : missed ? `**${text}** ✗` : text);
  const floorJavaScript = floorResult.sizes.javascript.bytes;
  const homeBudget = homeJavaScriptBudget(floorJavaScript);
  const floorRow = [
    'floor app `/`',
    ...categories.map((category) => miss(String(floorResult.median.scores[category]), false)),
    miss(formatSeconds(floorResult.median.metrics.lcp), false),
    '—',
    miss(formatSeconds(floorResult.median.metrics.fcp), false),
    '—',
    miss(formatMilliseconds(floorResult.median.metrics.tbt), false),
    miss(formatShift(floorResult.median.metrics.cls), false),
    miss(formatMilliseconds(floorResult.median.mainThread), false),
    '—',
    formatIndex(floorResult.median),
    formatKilobytes(floorJavaScript),
    String(floorResult.sizes.javascript.files.length),
    formatKilobytes(floorResult.sizes.css.bytes),
    formatKilobytes(floorResult.sizes.html),
    Number.isNaN(floorResult.median.scriptTransfer) ? 'n/a' : formatKilobytes(floorResult.median.scriptTransfer),
  ].join(' | ');
  const rows = results.map(({ route, median, floorRatios, mainThreadRatio, sizes }) => {
    const { scores, metrics, scriptTransfer } = median;
    const javascript = sizes.javascript.bytes;
    return [
      `\`${route}\``,
      ...categories.map((category) => miss(String(scores[category]), scores[category] < scoreBudgets[category])),
      miss(formatSeconds(metrics.lcp), !(floorRatios.lcp <= floorRatioBudgets.lcp)),
      miss(formatRatio(floorRatios.lcp), !(floorRatios.lcp <= floorRatioBudgets.lcp)),
      miss(formatSeconds(metrics.fcp), !(floorRatios.fcp <= floorRatioBudgets.fcp)),
      miss(formatRatio(floorRatios.fcp), !(floorRatios.fcp <= floorRatioBudgets.fcp)),
      miss(formatMilliseconds(metrics.tbt), !(metrics.tbt <= metricBudgets.tbt)),
      miss(formatShift(metrics.cls), !(metrics.cls <= metricBudgets.cls)),
      miss(formatMilliseconds(median.mainThread), !(mainThreadRatio <= mainThreadToFloor)),
      miss(formatRatio(mainThreadRatio), !(mainThreadRatio <= mainThreadToFloor)),
      formatIndex(median),
      // Only the home page's JavaScript has a budget: a ratio of the floor's, shown beside it.
      route === '/'
        ? miss(`${formatKilobytes(javascript)} (${formatRatio(javascript / floorJavaScript)})`, javascript > homeBudget)
        : formatKilobytes(javascript),
      miss(String(sizes.javascript.files.length), sizes.javascript.files.length > sizeBudgets.startupScripts),
      miss(formatKilobytes(sizes.css.bytes), sizes.css.bytes > sizeBudgets.css),
      miss(formatKilobytes(sizes.html), sizes.html > sizeBudgets.html),
      Number.isNaN(scriptTransfer) ? 'n/a' : formatKilobytes(scriptTransfer),
    ].join(' | ');
  });
  const problems = [
    ...floorProblems(floorResult),
    ...results.flatMap((result) => result.problems),
    ...(interactions?.problems ?? []),
    ...firstVisits.flatMap((visit) => visit.problems),
  ];
  const findings = [
    ...Object.entries(floorResult.findings).map(
      ([category, audits]) => `- floor app \`/\` ${category}: ${audits.join(', ') || '(none recorded)'}`,
    ),
    ...results.flatMap(({ route, findings: byCategory }) =>
      Object.entries(byCategory).map(([category, audits]) => `- \`${route}\` ${category}: ${audits.join(', ') || '(none recorded)'}`),
    ),
  ];
  const floorPerformance = floorResult.median.scores.performance;
  return [
    '# Performance benchmark',
    '',
    ...Object.entries(context).map(([name, value]) => `- ${name}: ${value}`),
    '',
    `Budgets: performance ≥ ${String(scoreBudgets.performance)}, accessibility, best practices and SEO = 100; ` +
      `LCP ≤ ${formatRatio(floorRatioBudgets.lcp)} and FCP ≤ ${formatRatio(floorRatioBudgets.fcp)} the floor app's, ` +
      `TBT ≤ ${formatMilliseconds(metricBudgets.tbt)}, CLS ≤ ${formatShift(metricBudgets.cls)}, ` +
      `main-thread work ≤ ${formatRatio(mainThreadToFloor)} the floor app's; ` +
      `home page JavaScript ≤ ${formatRatio(sizeBudgets.homeJavaScriptToFloor)} the floor app's ${formatKilobytes(floorJavaScript)}, so ${formatKilobytes(homeBudget)}; ` +
      `CSS ≤ ${formatKilobytes(sizeBudgets.css)} and HTML ≤ ${formatKilobytes(sizeBudgets.html)} on every route (gzipped), ` +
      `and at most ${String(sizeBudgets.startupScripts)} script files at start-up.`,
    '',
    `Scores and metrics are the median of ${plural(runsPerRoute, 'Lighthouse run')} (mobile, simulated throttling) per route; ` +
      `the floor app (tests/bench/floor, a bare React Router app prerendered like the site) ran once before each of them, ` +
      `and its line is the median of all its runs (${String(floorResult.runs.length)}). "÷ floor" is the route's median divided by the floor's. ` +
      'JS, CSS and HTML are what the prerendered page loads at start-up, gzipped (tests/bench/sizes.ts), and "Files" the number of script files in that JS; ' +
      '"JS seen" is the script Lighthouse saw transferred, including chunks loaded later (information only).',
    // The floor has nothing to slow it down but the machine.
    ...(floorPerformance < scoreBudgets.performance
      ? [
          '',
          `Note: the floor app itself scored performance ${String(floorPerformance)}: the machine was probably busy, so take the timings with care.`,
        ]
      : []),
    '',
    `The CPU is slowed down as for a machine of Lighthouse benchmark index ${String(referenceBenchmarkIndex)} under Lighthouse's ${String(defaultCpuSlowdown)}× ` +
      `(tests/bench/cpu.ts): "Index" is the machine's benchmark index during the route's runs and the slowdown they used. ` +
      '"Main thread" is all the work on the main thread during the load, as slowed down (Lighthouse\'s main-thread breakdown).',
    '',
    '| Route | Perf | A11y | BP | SEO | LCP | LCP ÷ floor | FCP | FCP ÷ floor | TBT | CLS | Main thread | ÷ floor | Index | JS | Files | CSS | HTML | JS seen |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${floorRow} |`,
    ...rows.map((row) => `| ${row} |`),
    '',
    ...(interactions ? [interactionsTable(interactions), ''] : []),
    ...(firstVisits.length > 0 ? [firstVisitTable(firstVisits), ''] : []),
    problems.length === 0 ? '**All budgets met.**' : `**${String(problems.length)} budget(s) missed:**`,
    ...problems.map((problem) => `- ${problem}`),
    ...(findings.length > 0
      ? [
          '',
          'What cost the points over the runs (each audit below a full score, at its lowest; each element that moved, at its largest share of the shift):',
          ...findings,
        ]
      : []),
    '',
  ].join('\n');
}

/** The floor is the reference, held to no budget; without a single run of it, the ratios are unknown. */
function floorProblems(floorResult: FloorResult): string[] {
  return floorResult.runs.length > 0
    ? []
    : [
        `floor app /: none of its ${String(floorResult.failedRuns)} Lighthouse runs succeeded (${floorResult.lastFailure ?? 'none ran'}), ` +
          'so the LCP and FCP ratios are unknown',
      ];
}

const formatLoad = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');

const piecesDirectory = join(repositoryRoot, 'site', 'content', 'pieces');

/**
 * The piece with the longest file in a folder of pieces, measured by default: every piece's page
 * loads the same code, and this one the most text. The English one, or the longest French translation.
 */
function longestPiece(directory = piecesDirectory): string {
  const [longest] = readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .sort((a, b) => statSync(join(directory, b)).size - statSync(join(directory, a)).size);
  if (!longest) throw new Error(`no pieces in ${directory}`);
  return piecePath(longest.slice(0, -'.md'.length));
}

async function main() {
  const started = Date.now();
  const loadAtStart = formatLoad();
  // The French edition's screens too (/fr/, /fr/about...): the same pages in longer words, and its longest translated piece.
  const frenchScreens = eachScreen(pages).map((page) => pathIn('fr', page.path));
  const longestFrenchPiece = pathIn('fr', longestPiece(join(piecesDirectory, 'fr')));
  const routes =
    onlyRoutes.length > 0 ? onlyRoutes : [...pages.map((page) => page.path), longestPiece(), ...frenchScreens, longestFrenchPiece];
  const siteDirectory = join(repositoryRoot, 'site');
  const known = new Set([
    ...pages.map((page) => page.path),
    ...piecePaths(siteDirectory),
    ...pages.map((page) => pathIn('fr', page.path)),
    ...translatedPiecePaths(siteDirectory).map((path) => pathIn('fr', path)),
  ]);
  const unknown = onlyRoutes.filter((route) => !known.has(route));
  if (unknown.length > 0) throw new Error(`no such page: ${unknown.join(', ')}`);
  if (!(runsPerRoute >= 1)) throw new Error('BENCH_RUNS must be at least 1');

  let floorBuild: string;
  let photographs: string | undefined;
  if (skipBuild) {
    log(`reusing the build in site/${buildDirectoryName}`);
    floorBuild = ensureFloorBuild() ? 'built: it was missing or its sources changed' : 'reused';
  } else {
    log('building the floor app into tests/bench/floor/build');
    ensureFloorBuild({ force: true });
    floorBuild = 'built';
    if (heroPhotographs) {
      const { root, bytes } = await contentWithHeroPhotographs();
      photographs = `${String(bytes.length)} stand-ins of ${String(heroPhotographSize.width)} × ${String(heroPhotographSize.height)} pixels (JPEG, ${bytes.map(formatKilobytes).join(', ')})`;
      try {
        await build(root);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    } else await build();
  }

  const buildSizes = new BuildSizes(clientDirectory);
  const sizes = new Map(routes.map((route) => [route, buildSizes.measureRoute(route)]));
  const floorSizes = measureFloorHome();

  certificate = await ensureBenchCertificate(join(resultsDirectory, 'tls'));
  const servers: ChildProcess[] = [];
  const stopServers = () => {
    for (const server of servers) stopProcessGroup(server);
  };
  process.once('SIGINT', () => {
    stopServers();
    process.exit(130);
  });
  const measured = new Map<string, { runs: RunMeasurement[]; failure?: string }>();
  const floorRuns: FloorRuns = { runs: [], failed: 0 };
  let interactions: InteractionResults | undefined;
  let firstVisits: FirstVisitMeasurement[] = [];
  // The home page and the piece every piece's page stands for, when they are among the routes.
  const firstVisitRoutes = skipFirstVisit ? [] : ['/', longestPiece()].filter((route) => routes.includes(route));
  try {
    servers.push(await startServer(site));
    servers.push(await startServer(floor));
    // One run of the floor under Lighthouse's own slowdown, to learn how fast the machine is before
    // the first measured run sets its slowdown; it is not counted.
    const calibration = await runOnce(floor, '/', 0, defaultCpuSlowdown);
    log(`benchmark index ${String(Math.round(calibration.benchmarkIndex))}: the CPU is slowed down ${currentCpuSlowdown().toFixed(1)}×`);
    for (const [index, route] of routes.entries()) {
      const routeStarted = Date.now();
      const routeRuns = await benchRoute(route, floorRuns);
      measured.set(route, routeRuns);
      const { scores, metrics } = medianOf(routeRuns.runs);
      const floorSoFar = medianOf(floorRuns.runs).metrics;
      log(
        `[${String(index + 1)}/${String(routes.length)}] ${route}: ${categories.map((category) => String(scores[category])).join('/')}, ` +
          `LCP ${formatSeconds(metrics.lcp)}, FCP ${formatSeconds(metrics.fcp)}, TBT ${formatMilliseconds(metrics.tbt)}, CLS ${formatShift(metrics.cls)}; ` +
          `floor so far LCP ${formatSeconds(floorSoFar.lcp)}, FCP ${formatSeconds(floorSoFar.fcp)} ` +
          `(${formatDuration(Date.now() - routeStarted)})`,
      );
    }
    if (!skipInteractions) {
      log('soft navigations and interactions');
      interactions = await measureInteractions({
        routes,
        siteOrigin: originOf(site),
        floorOrigin: originOf(floor),
        chromiumPath: chromePath,
        certificateArgument: benchCertificate().chromiumArgument,
        cpuSlowdown: currentCpuSlowdown(),
        runs: runsPerRoute,
        log,
      });
    }
    if (firstVisitRoutes.length > 0) {
      log('first visits');
      firstVisits = await measureFirstVisits({
        origin: originOf(site),
        certificate: benchCertificate().cert,
        routes: firstVisitRoutes,
        launchBrowser: launchChromium,
        log,
      });
    }
  } finally {
    stopServers();
    removeLeftoverProfiles();
  }

  const floorMedian = medianOf(floorRuns.runs);
  const floorResult: FloorResult = {
    route: '/',
    runs: floorRuns.runs,
    failedRuns: floorRuns.failed,
    lastFailure: floorRuns.lastFailure,
    median: floorMedian,
    findings: floorRuns.runs.length > 0 ? findingsOf(floorRuns.runs, floorMedian) : {},
    sizes: floorSizes,
  };
  const results = routes.map((route) =>
    evaluateRoute(route, measured.get(route) ?? { runs: [] }, sizes.get(route) as RouteSizes, floorResult),
  );

  const duration = Date.now() - started;
  const chromiumVersion = await new Promise<string>((resolve) => {
    const child = spawn(chromePath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', () => resolve(output.trim()));
    child.on('error', () => resolve('unknown'));
  });
  const lighthouseVersion = (
    JSON.parse(readFileSync(join(repositoryRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }
  ).version;
  // The floor is only a fair reference when it runs the site's framework: say which versions it got.
  const floorPackages = floorPackageVersions()
    .filter(({ name }) => ['react', 'react-dom', 'react-router'].includes(name))
    .map(
      ({ name, floor: version, site: siteVersion }) =>
        `${name} ${version ?? 'missing'}${siteVersion === version ? '' : ` (the site resolves ${siteVersion ?? 'none'})`}`,
    )
    .join(', ');
  const context = {
    Date: new Date().toISOString(),
    Lighthouse: lighthouseVersion,
    Browser: chromiumVersion,
    Machine: `${String(availableParallelism())} CPUs, Node ${process.version}`,
    // Other work on the machine slows Lighthouse's runs down and inflates TBT and LCP: say how busy it was.
    'Load average (1/5/15 min)': `${loadAtStart} at the start, ${formatLoad()} at the end`,
    'Lighthouse benchmark index (median per route)': benchmarkRange(results),
    'CPU slowdown': `${currentCpuSlowdown().toFixed(1)}× at the end, as for benchmark index ${String(referenceBenchmarkIndex)} under ${String(defaultCpuSlowdown)}× (emulated index at the median: ${String(Math.round(emulatedBenchmarkIndex(median(seenBenchmarkIndexes), currentCpuSlowdown())))})`,
    Build: `site/${buildDirectoryName}${skipBuild ? ' (reused)' : ''}`,
    ...(heroPhotographs ? { 'Hero pictures': `photographs: ${photographs ?? 'as last built'}` } : {}),
    'Floor app': `tests/bench/floor/build (${floorBuild}); ${plural(floorRuns.runs.length, 'run')}, ${String(floorRuns.failed)} failed; benchmark index ${benchmarkRange([floorResult])}; ${floorPackages}`,
    Duration: formatDuration(duration),
  };
  const problems = [
    ...floorProblems(floorResult),
    ...results.flatMap((result) => result.problems),
    ...(interactions?.problems ?? []),
    ...firstVisits.flatMap((visit) => visit.problems),
  ];

  mkdirSync(resultsDirectory, { recursive: true });
  const markdown = markdownReport(results, floorResult, interactions, firstVisits, context);
  writeFileSync(join(resultsDirectory, 'report.md'), markdown);
  const budgets = {
    scores: scoreBudgets,
    metrics: metricBudgets,
    floorRatios: floorRatioBudgets,
    mainThreadToFloor,
    softNavigationToFloor,
    interaction: interactionBudget,
    firstVisit: firstVisitBudgets,
    sizes: { ...sizeBudgets, homeJavaScript: homeJavaScriptBudget(floorSizes.javascript.bytes) },
  };
  writeFileSync(
    join(resultsDirectory, 'report.json'),
    `${JSON.stringify({ context, budgets, runsPerRoute, passed: problems.length === 0, problems, floor: floorResult, results, interactions, firstVisits }, null, 2)}\n`,
  );
  process.stdout.write(markdown);
  log(`reports written to bench-results/report.md and bench-results/report.json in ${formatDuration(duration)}`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 2;
});
