/**
 * `npm run bench`: the performance benchmark.
 *
 * Builds the site (into site/build-bench), serves it with the preview server (compressed, with the
 * security headers, as a static host would), and runs Lighthouse (mobile, simulated throttling, the
 * default) several times on every page of site/app/content/pages.ts, one run after another. Reports
 * the median scores and metrics with each route's gzipped JavaScript, CSS and HTML, checks them
 * against ./budgets.ts, writes bench-results/report.md and bench-results/report.json, and exits
 * with 1 when a budget is missed.
 *
 *   npm run bench                          build, then every route, 3 runs each
 *   npm run bench -- --skip-build          reuse the last bench build
 *   npm run bench -- / /about              only these routes
 *   npm run bench -- --save-lhr            also keep every Lighthouse result (bench-results/lighthouse/)
 *   BENCH_RUNS=5 BENCH_PORT=4441 npm run bench
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import lighthouse, { type Flags, type Result } from 'lighthouse';

import { pages } from '../../site/app/content/pages.ts';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { categories, formatKilobytes, metricBudgets, scoreBudgets, sizeBudgets, type Category, type Metric } from './budgets.ts';
import { BuildSizes, sizeBudgetProblems, type RouteSizes } from './sizes.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const buildDirectoryName = process.env.BENCH_BUILD_DIR ?? 'build-bench';
const clientDirectory = join(repositoryRoot, 'site', buildDirectoryName, 'client');
const resultsDirectory = join(repositoryRoot, 'bench-results');
const port = Number(process.env.BENCH_PORT ?? 4441);
const origin = `http://127.0.0.1:${String(port)}`;
const runsPerRoute = Number(process.env.BENCH_RUNS ?? 3);
// Lighthouse's documented variable first, then the one the browser tests honour.
const chromePath = process.env.CHROME_PATH ?? chromiumPath;

const cliArguments = process.argv.slice(2);
const skipBuild = cliArguments.includes('--skip-build');
const saveLighthouseResults = cliArguments.includes('--save-lhr');
const onlyRoutes = cliArguments.filter((argument) => !argument.startsWith('--'));

interface RunMeasurement {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Script bytes Lighthouse saw transferred, including chunks loaded after start-up (for information). */
  scriptTransfer: number;
  /** Lighthouse's measure of how fast the machine was during the run (higher is faster). */
  benchmarkIndex: number;
  /**
   * What cost points where a budget was missed: by category, each audit below a full score with
   * its score (0-100); under 'layout shifts', each element that moved with its share of the CLS.
   */
  findings: Partial<Record<FindingKind, Record<string, number>>>;
}

type FindingKind = Category | 'layout shifts';
/** A route's findings over its runs, ready to print: an audit's lowest score, an element's largest shift. */
type Findings = Partial<Record<FindingKind, string[]>>;

interface RouteResult {
  route: string;
  runs: RunMeasurement[];
  median: Omit<RunMeasurement, 'findings'>;
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

async function build(): Promise<void> {
  mkdirSync(resultsDirectory, { recursive: true });
  const logFile = join(resultsDirectory, 'build.log');
  log(`building the site into site/${buildDirectoryName} (output in ${logFile})`);
  const child = spawn('npm', ['run', 'build'], {
    cwd: repositoryRoot,
    env: { ...process.env, SITE_BUILD_DIR: buildDirectoryName },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await exited(child);
  writeFileSync(logFile, Buffer.concat(output));
  if (code !== 0) throw new Error(`the build failed (exit ${String(code)}); see ${logFile}`);
}

/** The preview server on its own port, in its own process group so it can be stopped with its children. */
async function startServer(): Promise<ChildProcess> {
  const server = spawn('npm', ['run', 'preview'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), SITE_BUILD_DIR: buildDirectoryName },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // Only our build's home page counts as ready: another server already on the port must not be measured.
  const home = readFileSync(join(clientDirectory, 'index.html'), 'utf8');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the preview server stopped (is port ${String(port)} taken?):\n${errors}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok && (await response.text()) === home) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopProcessGroup(server);
  throw new Error(`the preview server did not answer on ${origin} within 30 s:\n${errors}`);
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
    ['--headless=new', ...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
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

async function measureRun(browser: Browser, route: string, run: number): Promise<RunMeasurement> {
  const flags: Flags = {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    // Pictures of the page weigh nothing in any score and take seconds on long pages.
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
  };
  const result = await lighthouse(`${origin}${route}`, flags);
  if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
  const { lhr } = result;
  if (saveLighthouseResults) {
    const directory = join(resultsDirectory, 'lighthouse');
    mkdirSync(directory, { recursive: true });
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
    writeFileSync(join(directory, `${name}-${String(run)}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${route}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores,
    metrics: { lcp: numeric('largest-contentful-paint'), tbt: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift') },
    scriptTransfer: scriptTransferOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
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

async function benchRoute(route: string, sizes: RouteSizes): Promise<RouteResult> {
  const runs: RunMeasurement[] = [];
  let failure: string | undefined;
  for (let attempt = 1; runs.length < runsPerRoute; attempt++) {
    // A fresh browser per run, as Lighthouse recommends: no state carried from one run to the next.
    const browser = await launchChromium();
    try {
      runs.push(await measureRun(browser, route, runs.length + 1));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // On a busy machine Lighthouse now and then loses a trace (NO_NAVSTART): as many spare
      // attempts as runs, then the route is reported as not measured and the bench goes on.
      if (attempt >= 2 * runsPerRoute) failure = message;
      else log(`${route}: run failed, retrying (${message})`);
    } finally {
      await browser.close();
    }
    if (failure !== undefined) break;
  }
  const medianOf = (pick: (run: RunMeasurement) => number) => median(runs.map(pick));
  const result: RouteResult = {
    route,
    runs,
    median: {
      scores: Object.fromEntries(categories.map((category) => [category, medianOf((run) => run.scores[category])])) as Record<
        Category,
        number
      >,
      metrics: {
        lcp: medianOf((run) => run.metrics.lcp),
        tbt: medianOf((run) => run.metrics.tbt),
        cls: medianOf((run) => run.metrics.cls),
      },
      scriptTransfer: medianOf((run) => run.scriptTransfer),
      benchmarkIndex: medianOf((run) => run.benchmarkIndex),
    },
    findings: {},
    sizes,
    problems: [],
  };
  if (failure !== undefined)
    result.problems.push(`${route}: only ${String(runs.length)} of ${String(runsPerRoute)} Lighthouse runs succeeded (${failure})`);
  // Without a single run there is nothing to compare: the line above already says so.
  if (runs.length > 0) {
    for (const category of categories) {
      const score = result.median.scores[category];
      if (score < scoreBudgets[category]) {
        result.problems.push(`${route}: ${category} scores ${String(score)}, under ${String(scoreBudgets[category])}`);
        result.findings[category] = summariseFindings(runs, category);
      }
    }
    const { lcp, tbt, cls } = result.median.metrics;
    if (!(lcp <= metricBudgets.lcp))
      result.problems.push(`${route}: LCP is ${formatSeconds(lcp)}, over ${formatSeconds(metricBudgets.lcp)}`);
    if (!(tbt <= metricBudgets.tbt))
      result.problems.push(`${route}: TBT is ${formatMilliseconds(tbt)}, over ${formatMilliseconds(metricBudgets.tbt)}`);
    if (!(cls <= metricBudgets.cls)) {
      result.problems.push(`${route}: CLS is ${formatShift(cls)}, over ${formatShift(metricBudgets.cls)}`);
      result.findings['layout shifts'] = summariseFindings(runs, 'layout shifts');
    }
  }
  result.problems.push(...sizeBudgetProblems(sizes));
  return result;
}

function benchmarkRange(results: readonly RouteResult[]): string {
  const indexes = results.map((result) => result.median.benchmarkIndex).filter((index) => !Number.isNaN(index));
  return indexes.length === 0 ? 'n/a' : `${String(Math.round(Math.min(...indexes)))} to ${String(Math.round(Math.max(...indexes)))}`;
}

const formatSeconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
const formatMilliseconds = (milliseconds: number) => `${String(Math.round(milliseconds))} ms`;
const formatShift = (shift: number) => shift.toFixed(3);
const formatDuration = (milliseconds: number) =>
  `${String(Math.floor(milliseconds / 60_000))} min ${String(Math.round((milliseconds % 60_000) / 1000))} s`;

function markdownReport(results: readonly RouteResult[], context: Record<string, string>): string {
  const miss = (text: string, missed: boolean) => (text.includes('NaN') ? 'n/a' : missed ? `**${text}** ✗` : text);
  const isHome = (route: string) => route === '/';
  const rows = results.map(({ route, median: { scores, metrics, scriptTransfer }, sizes }) =>
    [
      `\`${route}\``,
      ...categories.map((category) => miss(String(scores[category]), scores[category] < scoreBudgets[category])),
      miss(formatSeconds(metrics.lcp), !(metrics.lcp <= metricBudgets.lcp)),
      miss(formatMilliseconds(metrics.tbt), !(metrics.tbt <= metricBudgets.tbt)),
      miss(formatShift(metrics.cls), !(metrics.cls <= metricBudgets.cls)),
      miss(formatKilobytes(sizes.javascript.bytes), isHome(route) && sizes.javascript.bytes > sizeBudgets.homeJavaScript),
      miss(formatKilobytes(sizes.css.bytes), sizes.css.bytes > sizeBudgets.css),
      miss(formatKilobytes(sizes.html), sizes.html > sizeBudgets.html),
      Number.isNaN(scriptTransfer) ? 'n/a' : formatKilobytes(scriptTransfer),
    ].join(' | '),
  );
  const problems = results.flatMap((result) => result.problems);
  const findings = results.flatMap(({ route, findings: byCategory }) =>
    Object.entries(byCategory).map(([category, audits]) => `- \`${route}\` ${category}: ${audits.join(', ') || '(none recorded)'}`),
  );
  return [
    '# Performance benchmark',
    '',
    ...Object.entries(context).map(([name, value]) => `- ${name}: ${value}`),
    '',
    `Budgets: performance ≥ ${String(scoreBudgets.performance)}, accessibility, best practices and SEO = 100; ` +
      `LCP ≤ ${formatSeconds(metricBudgets.lcp)}, TBT ≤ ${formatMilliseconds(metricBudgets.tbt)}, CLS ≤ ${formatShift(metricBudgets.cls)}; ` +
      `home page JavaScript ≤ ${formatKilobytes(sizeBudgets.homeJavaScript)}, CSS ≤ ${formatKilobytes(sizeBudgets.css)} and HTML ≤ ${formatKilobytes(sizeBudgets.html)} on every route (gzipped).`,
    '',
    `Scores and metrics are the median of ${String(runsPerRoute)} Lighthouse runs (mobile, simulated throttling). ` +
      'JS, CSS and HTML are what the prerendered page loads at start-up, gzipped (tests/bench/sizes.ts); ' +
      '"JS seen" is the script Lighthouse saw transferred, including chunks loaded later (information only).',
    '',
    '| Route | Perf | A11y | BP | SEO | LCP | TBT | CLS | JS | CSS | HTML | JS seen |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row} |`),
    '',
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

const formatLoad = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');

async function main() {
  const started = Date.now();
  const loadAtStart = formatLoad();
  const routes = onlyRoutes.length > 0 ? onlyRoutes : pages.map((page) => page.path);
  const unknown = onlyRoutes.filter((route) => !pages.some((page) => page.path === route));
  if (unknown.length > 0) throw new Error(`no such page: ${unknown.join(', ')}`);
  if (!(runsPerRoute >= 1)) throw new Error('BENCH_RUNS must be at least 1');

  if (skipBuild) log(`reusing the build in site/${buildDirectoryName}`);
  else await build();

  const buildSizes = new BuildSizes(clientDirectory);
  const sizes = new Map(routes.map((route) => [route, buildSizes.measureRoute(route)]));

  const server = await startServer();
  const stopServer = () => stopProcessGroup(server);
  process.once('SIGINT', () => {
    stopServer();
    process.exit(130);
  });
  const results: RouteResult[] = [];
  try {
    for (const [index, route] of routes.entries()) {
      const routeStarted = Date.now();
      const result = await benchRoute(route, sizes.get(route) as RouteSizes);
      results.push(result);
      const { scores, metrics } = result.median;
      log(
        `[${String(index + 1)}/${String(routes.length)}] ${route}: ${categories.map((category) => String(scores[category])).join('/')}, ` +
          `LCP ${formatSeconds(metrics.lcp)}, TBT ${formatMilliseconds(metrics.tbt)}, CLS ${formatShift(metrics.cls)} ` +
          `(${formatDuration(Date.now() - routeStarted)})`,
      );
    }
  } finally {
    stopServer();
    removeLeftoverProfiles();
  }

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
  const context = {
    Date: new Date().toISOString(),
    Lighthouse: lighthouseVersion,
    Browser: chromiumVersion,
    Machine: `${String(availableParallelism())} CPUs, Node ${process.version}`,
    // Other work on the machine slows Lighthouse's runs down and inflates TBT and LCP: say how busy it was.
    'Load average (1/5/15 min)': `${loadAtStart} at the start, ${formatLoad()} at the end`,
    'Lighthouse benchmark index (median per route)': benchmarkRange(results),
    Build: `site/${buildDirectoryName}${skipBuild ? ' (reused)' : ''}`,
    Duration: formatDuration(duration),
  };
  const problems = results.flatMap((result) => result.problems);

  mkdirSync(resultsDirectory, { recursive: true });
  const markdown = markdownReport(results, context);
  writeFileSync(join(resultsDirectory, 'report.md'), markdown);
  writeFileSync(
    join(resultsDirectory, 'report.json'),
    `${JSON.stringify({ context, budgets: { scores: scoreBudgets, metrics: metricBudgets, sizes: sizeBudgets }, runsPerRoute, passed: problems.length === 0, problems, results }, null, 2)}\n`,
  );
  process.stdout.write(markdown);
  log(`reports written to bench-results/report.md and bench-results/report.json in ${formatDuration(duration)}`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 2;
});
