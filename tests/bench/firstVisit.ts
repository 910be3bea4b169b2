/**
 * What a first visit costs a visitor who pays for every byte: two figures per page, measured in
 * Chromium over the DevTools protocol.
 *
 * - A first visit: a fresh browser profile (no HTTP cache, no service worker), a phone's viewport,
 *   the page opened and left alone for 30 s (no scroll, no input). The network is not throttled:
 *   the figures are bytes, not time, and on a slow network the worker could leave part of its
 *   precache for after the 30 s, which would flatter the total.
 * - Foreground: the bytes of what the page asked for in those 30 s (the document, scripts, CSS,
 *   fonts, images, data: anything the page, its frames or a worker it started requested): every
 *   request the service worker did not make, and those of its requests that paid for a file the
 *   page asked for: it carried the page's request to the network, or fetched the file first and
 *   the page's request found it in the HTTP cache (the two race for the same files; whichever asks
 *   first pays, and without this the split would swing with the race).
 * - Total: the foreground plus every request the service worker made on its own in the same 30 s:
 *   its script (/sw.js and what it imports), its precache, anything else it fetched.
 * - Bytes: response bodies as transferred (gzip or Brotli as served, without headers). A response
 *   from the browser's HTTP cache, or from the service worker's own cache, costs nothing. Chromium
 *   tells which responses came over the network, but its count of their bytes cannot be trusted
 *   alone: it misses what arrived before it dispatched the response (40 KB of an 85 KB font, now
 *   and then) and has nothing for the worker's scripts, which the browser fetches before the worker
 *   runs. So each GET the bench's server answered is asked again with the same Accept-Encoding,
 *   Range and Save-Data, and the body the server sends is what is counted (checked against the
 *   page's Resource Timing `encodedBodySize`: equal to the byte); another server's responses, and
 *   other methods, count Chromium's figure with their headers.
 *
 * Each page is visited twice: as is, and with Save-Data on (the `Save-Data: on` request header on
 * every request, the page's and the worker's, and `navigator.connection.saveData === true` from
 * before any of the page's scripts runs); the visit fails if the page's document or the page
 * itself did not see the mode. Every target of the browser is attached to before it runs
 * (Target.setAutoAttach, paused until its network events are enabled), so the service worker's
 * requests are seen from its first one; `serviceWorker` in the result says whether one was
 * registered, so a worker that never started cannot pass for a worker that fetched nothing.
 */
import { Agent, request as httpsRequest } from 'node:https';

import WebSocket from 'ws';

import { firstVisitBudgets, formatKilobytes } from './budgets.ts';

/** How long the page is left alone. */
export const firstVisitDuration = 30_000;

/** How many of the service worker's requests the report lists, for finding what it fetches. */
const topServiceWorkerRequests = 20;

export const firstVisitModes = ['normal', 'save-data'] as const;
export type FirstVisitMode = (typeof firstVisitModes)[number];

/** One response as the visit paid for it. */
export interface FetchedResource {
  url: string;
  /** Body bytes transferred; 0 when it came from a cache. */
  bytes: number;
  /** Where it came from when it cost nothing: 'HTTP cache', or 'service worker (cache-storage)' and the like. */
  cache?: string;
}

export interface FirstVisitMeasurement {
  route: string;
  mode: FirstVisitMode;
  foreground: number;
  total: number;
  /** Total minus foreground: what the service worker fetched on its own. */
  beyond: number;
  /** The service worker's script URL when one was registered during the visit. */
  serviceWorker?: string;
  /** The service worker's own requests that cost the most, most bytes first (at most 20). */
  serviceWorkerRequests: FetchedResource[];
  /** The number of the page's requests, and of the worker's own (those not counted for the page). */
  requests: { foreground: number; serviceWorker: number };
  problems: string[];
}

interface Options {
  origin: string;
  /** The server's certificate (PEM), the only one trusted when the bench fetches a body itself. */
  certificate: string;
  routes: readonly string[];
  /** A fresh Chromium with a throwaway profile, listening for the DevTools protocol on `port`. */
  launchBrowser: () => Promise<{ port: number; close: () => Promise<void> }>;
  log: (message: string) => void;
}

/** The routes the first visit is measured on: the home page and the piece the bench measures. */
export async function measureFirstVisits({ origin, certificate, routes, launchBrowser, log }: Options): Promise<FirstVisitMeasurement[]> {
  const measurements: FirstVisitMeasurement[] = [];
  for (const route of routes)
    for (const mode of firstVisitModes) {
      const browser = await launchBrowser();
      try {
        const measurement = await measureFirstVisit(browser.port, `${origin}${route}`, route, mode, certificate);
        log(
          `first visit ${route} (${mode}): foreground ${formatKilobytes(measurement.foreground)}, total ${formatKilobytes(measurement.total)}, ` +
            `service worker ${measurement.serviceWorker ?? 'not registered'}`,
        );
        measurements.push(measurement);
      } catch (error) {
        // A visit that could not be measured is a miss, and the rest of the bench still reports.
        const reason = error instanceof Error ? error.message : String(error);
        log(`first visit ${route} (${mode}): not measured (${reason})`);
        measurements.push({
          route,
          mode,
          foreground: Number.NaN,
          total: Number.NaN,
          beyond: Number.NaN,
          serviceWorkerRequests: [],
          requests: { foreground: 0, serviceWorker: 0 },
          problems: [`first visit ${route} (${mode}): not measured (${reason})`],
        });
      } finally {
        await browser.close();
      }
    }
  return measurements;
}

/** The budget a first visit is held to in its mode: what the service worker may add. */
export function firstVisitBudget(mode: FirstVisitMode): number {
  return mode === 'save-data' ? firstVisitBudgets.beyondForegroundWithSaveData : firstVisitBudgets.beyondForeground;
}

/** The report's "First visit" table. */
export function firstVisitTable(measurements: readonly FirstVisitMeasurement[]): string {
  const kilobytes = (bytes: number) => (Number.isNaN(bytes) ? 'n/a' : formatKilobytes(bytes).replace(' KB', ''));
  return [
    `First visit: a fresh browser left alone on the page for ${String(firstVisitDuration / 1000)} s (tests/bench/firstVisit.ts). ` +
      'The foreground is what the page fetched, the total adds what the service worker fetched on its own; ' +
      'bytes as transferred (compressed), nothing for what came from a cache. "Beyond" is total minus foreground, the figure the budget holds.',
    '',
    '| Page | Mode | Foreground KB | Total KB | Beyond KB | Budget (beyond) | Service worker | Result |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- | --- |',
    ...measurements.map((measurement) => {
      const budget = firstVisitBudget(measurement.mode);
      const missed = measurement.problems.length > 0;
      return `| \`${measurement.route}\` | ${measurement.mode} | ${kilobytes(measurement.foreground)} | ${kilobytes(measurement.total)} | ${
        missed ? `**${kilobytes(measurement.beyond)}**` : kilobytes(measurement.beyond)
      } | ≤ ${kilobytes(budget)} | ${measurement.serviceWorker ? `registered (${String(measurement.requests.serviceWorker)} requests)` : 'none'} | ${
        missed ? '✗ miss' : 'ok'
      } |`;
    }),
  ].join('\n');
}

interface Target {
  kind: 'page' | 'service worker';
  url: string;
  targetId: string;
}

/** The targets whose requests are the page's own: the page, its frames and the workers it starts. */
const watchedPageTargets = new Set(['page', 'iframe', 'worker', 'shared_worker']);

interface Request {
  target: Target;
  url: string;
  /** Chromium's resource type: 'Document', 'Script', 'Fetch'... */
  type: string;
  method: string;
  /** The request's headers that choose the body the server sends, for asking it again (Chromium adds Accept-Encoding later: the bench assumes its usual one). */
  requestHeaders: Record<string, string>;
  status?: number;
  /** Body bytes counted from the data received so far (Chromium's transferred size of each chunk). */
  received: number;
  /** Bytes Chromium counted for the whole response (headers included), once it finished. */
  atEnd?: number;
  cache?: string;
  /**
   * Served to the page by the service worker, which fetched it from the network: its bytes are on
   * the worker's request, and counted for the page from there.
   */
  carriedByServiceWorker?: boolean;
}

type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: unknown;
  error?: { message: string };
};

/** A DevTools protocol connection to the whole browser, in flat mode (one socket, a session id per target). */
class DevToolsConnection {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners: ((message: Message) => void)[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Message;
      if (message.id !== undefined) {
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(message.error.message));
        else waiting?.resolve(message.result);
      } else for (const listener of this.listeners) listener(message);
    });
  }

  static async open(port: number): Promise<DevToolsConnection> {
    const version = (await (await fetch(`http://127.0.0.1:${String(port)}/json/version`)).json()) as { webSocketDebuggerUrl: string };
    const socket = new WebSocket(version.webSocketDebuggerUrl, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new DevToolsConnection(socket);
  }

  send<Result = unknown>(method: string, params: object = {}, sessionId?: string): Promise<Result> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return new Promise<Result>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
    });
  }

  onEvent(listener: (message: Message) => void) {
    this.listeners.push(listener);
  }

  close() {
    this.socket.close();
  }
}

/** Makes `navigator.connection.saveData` true before any of the page's scripts runs. */
const saveDataScript = `(() => {
  if (typeof NetworkInformation === 'undefined') return;
  Object.defineProperty(NetworkInformation.prototype, 'saveData', { configurable: true, enumerable: true, get: () => true });
})();`;

/** What the bench reads of a Network.Response. */
interface Response {
  url: string;
  status: number;
  requestHeaders?: Record<string, string>;
  fromDiskCache?: boolean;
  fromPrefetchCache?: boolean;
  fromServiceWorker?: boolean;
  /** Where the service worker got it: 'network', 'cache-storage', 'http-cache' or 'fallback-code'. */
  serviceWorkerResponseSource?: string;
}

/** The cache a response came from, when it cost no bytes. */
function cacheOf(response: Response): string | undefined {
  if (response.fromDiskCache === true || response.fromPrefetchCache === true) return 'HTTP cache';
  if (response.fromServiceWorker === true)
    return response.serviceWorkerResponseSource === 'network'
      ? undefined
      : `service worker (${response.serviceWorkerResponseSource ?? 'cache'})`;
  return undefined;
}

async function measureFirstVisit(
  port: number,
  url: string,
  route: string,
  mode: FirstVisitMode,
  certificate: string,
): Promise<FirstVisitMeasurement> {
  const connection = await DevToolsConnection.open(port);
  const targets = new Map<string, Target>();
  const requests = new Map<string, Request>();
  let serviceWorker: string | undefined;
  const saveData = mode === 'save-data';
  const failures: string[] = [];

  // A request id is unique within its target only: keyed by session as well.
  const keyOf = (message: Message) => `${message.sessionId ?? ''}:${String(message.params?.requestId)}`;
  const requestOf = (message: Message) => requests.get(keyOf(message));

  connection.onEvent((message) => {
    const params = message.params ?? {};
    if (message.method === 'Target.attachedToTarget') {
      void prepare(params).catch((error: unknown) => failures.push(error instanceof Error ? error.message : String(error)));
      return;
    }
    const target = message.sessionId ? targets.get(message.sessionId) : undefined;
    if (!target) return;
    switch (message.method) {
      case 'Network.requestWillBeSent': {
        const request = params.request as { url: string; method: string; headers: Record<string, string> };
        // A redirect reuses the request id: the body of the response that redirected is nothing to count.
        requests.set(keyOf(message), {
          target,
          url: request.url,
          type: typeof params.type === 'string' ? params.type : '',
          method: request.method,
          requestHeaders: encodingHeaders(request.headers),
          received: 0,
        });
        break;
      }
      case 'Network.requestServedFromCache': {
        const request = requestOf(message);
        if (request) request.cache = 'HTTP cache';
        break;
      }
      case 'Network.responseReceived': {
        const response = params.response as Response;
        // A service worker's main script was requested before its target could be watched: only its response is reported.
        if (!requestOf(message))
          requests.set(keyOf(message), {
            target,
            url: response.url,
            type: typeof params.type === 'string' ? params.type : '',
            method: 'GET',
            requestHeaders: encodingHeaders(response.requestHeaders ?? (saveData ? { 'Save-Data': 'on' } : {})),
            received: 0,
          });
        const request = requestOf(message);
        if (!request) break;
        request.status = response.status;
        request.cache ??= cacheOf(response);
        if (response.fromServiceWorker === true && response.serviceWorkerResponseSource === 'network')
          request.carriedByServiceWorker = true;
        break;
      }
      case 'Network.loadingFinished': {
        const request = requestOf(message);
        if (request) request.atEnd = Number(params.encodedDataLength ?? 0);
        break;
      }
      case 'Network.dataReceived': {
        const request = requestOf(message);
        if (request) request.received += Number(params.encodedDataLength ?? 0);
        break;
      }
    }
  });

  /** Watches a newly attached target's network, then lets it run. */
  async function prepare(params: Record<string, unknown>) {
    const sessionId = String(params.sessionId);
    const info = params.targetInfo as { type: string; url: string; targetId: string };
    const kind = info.type === 'service_worker' ? 'service worker' : watchedPageTargets.has(info.type) ? 'page' : undefined;
    const step = async (method: string, parameters: object = {}) => {
      await connection.send(method, parameters, sessionId);
    };
    if (kind) {
      targets.set(sessionId, { kind, url: info.url, targetId: info.targetId });
      if (kind === 'service worker') serviceWorker = info.url;
      await step('Network.enable');
      if (saveData) await step('Network.setExtraHTTPHeaders', { headers: { 'Save-Data': 'on' } });
      if (info.type === 'page') {
        await step('Page.enable');
        await step('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true });
        if (saveData) await step('Page.addScriptToEvaluateOnNewDocument', { source: saveDataScript });
      }
      // The page's own workers and frames are the page's; the service worker is attached to once, from the browser.
      if (kind === 'page')
        await step('Target.setAutoAttach', {
          autoAttach: true,
          waitForDebuggerOnStart: true,
          flatten: true,
          filter: [{ type: 'service_worker', exclude: true }, {}],
        });
    }
    if (params.waitingForDebugger === true) await step('Runtime.runIfWaitingForDebugger');
  }

  try {
    // Every page and service worker of the browser, each paused as it starts until it is watched.
    await connection.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
    const { targetId } = await connection.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
    const pageSession = await waitFor(() => [...targets.entries()].find(([, target]) => target.targetId === targetId)?.[0], 10_000);
    if (!pageSession) throw new Error('the page could not be attached to');
    const navigation = await connection.send<{ errorText?: string }>('Page.navigate', { url }, pageSession);
    if (navigation.errorText) throw new Error(`${url} did not load: ${navigation.errorText}`);
    await new Promise((resolve) => setTimeout(resolve, firstVisitDuration));
    // The page must have seen the mode it was measured in, or the figures say nothing of it.
    const seen = await connection.send<{ result: { value?: unknown } }>(
      'Runtime.evaluate',
      { expression: 'navigator.connection?.saveData === true', returnByValue: true },
      pageSession,
    );
    if (seen.result.value !== saveData)
      throw new Error(`the page saw navigator.connection.saveData ${String(seen.result.value)} with ${mode}`);
    const documentRequest = [...requests.values()].find((request) => request.target.targetId === targetId);
    if ((documentRequest?.requestHeaders['save-data'] === 'on') !== saveData)
      throw new Error(`the page's document was requested ${saveData ? 'without' : 'with'} Save-Data: on`);
    await connection.send('Target.closeTarget', { targetId }).catch(() => undefined);
  } finally {
    connection.close();
  }
  if (failures.length > 0) throw new Error(`first visit ${route} (${mode}): ${failures.join('; ')}`);

  const all = [...requests.values()];
  // The worker's script is counted even if Chromium reported nothing of it.
  if (serviceWorker && !all.some((request) => request.target.kind === 'service worker' && request.url === serviceWorker))
    all.push({
      target: { kind: 'service worker', url: serviceWorker, targetId: '' },
      url: serviceWorker,
      type: 'Script',
      method: 'GET',
      requestHeaders: saveData ? { 'save-data': 'on' } : {},
      status: 200,
      received: 0,
    });
  const bytesOf = new Map<Request, number>();
  const servedOnce = new Set<string>();
  const server = new Agent({ ca: certificate, keepAlive: true });
  try {
    for (const request of all) bytesOf.set(request, await paidBytes(request));
  } finally {
    server.destroy();
  }
  /**
   * A response's body bytes. Chromium says whether it came over the network, but its count of the
   * bytes misses what arrived before it dispatched the response (40 KB of an 85 KB font, now and
   * then) and has nothing for the worker's scripts, fetched before the worker runs; so a finished
   * GET to the bench's server is asked again with the same Accept-Encoding, Range and Save-Data,
   * and the body the server sends is counted. Elsewhere, Chromium's count with the headers.
   */
  async function paidBytes(request: Request): Promise<number> {
    if (request.cache || request.carriedByServiceWorker || request.status === undefined) return 0;
    if (request.status === 204 || request.status === 304) return 0;
    const finished = request.atEnd !== undefined || request.target.targetId === '';
    if (request.method !== 'GET' || !finished || new URL(request.url).origin !== new URL(url).origin)
      return Math.max(request.received, request.atEnd ?? 0);
    // A worker's scripts come from its own store whenever it starts again: counted once.
    if (request.target.kind === 'service worker' && request.type === 'Script') {
      if (servedOnce.has(request.url)) return 0;
      servedOnce.add(request.url);
    }
    return servedBodyBytes(request, server);
  }
  const paid = (request: Request): FetchedResource => ({
    url: request.url,
    bytes: bytesOf.get(request) ?? 0,
    ...(request.cache ? { cache: request.cache } : {}),
  });
  const pageRequests = all.filter((request) => request.target.kind === 'page');
  // What the page needed, whoever fetched it: the worker's fetch of a file is the page's when it
  // carried the page's request, or when the page's own request found the file in the HTTP cache
  // because the worker had just fetched it (the two race for the same files, and the first pays).
  const pageFetched = new Set(pageRequests.filter((request) => (bytesOf.get(request) ?? 0) > 0).map((request) => request.url));
  const needed = new Map<string, number>();
  for (const request of pageRequests)
    if (request.carriedByServiceWorker || (request.cache === 'HTTP cache' && !pageFetched.has(request.url)))
      needed.set(request.url, (needed.get(request.url) ?? 0) + 1);
  const workerRequests: Request[] = [];
  const neededRequests: Request[] = [];
  for (const request of all.filter((candidate) => candidate.target.kind === 'service worker')) {
    const count = needed.get(request.url) ?? 0;
    if (count > 0 && (bytesOf.get(request) ?? 0) > 0) {
      needed.set(request.url, count - 1);
      neededRequests.push(request);
    } else workerRequests.push(request);
  }
  const sum = (list: readonly Request[]) => list.reduce((total, request) => total + paid(request).bytes, 0);
  const foreground = sum(pageRequests) + sum(neededRequests);
  const beyond = sum(workerRequests);
  const budget = firstVisitBudget(mode);
  const problems =
    beyond > budget
      ? [
          `first visit ${route} (${mode}): the service worker fetched ${formatKilobytes(beyond)} beyond the page's ${formatKilobytes(foreground)}, ` +
            `over ${formatKilobytes(budget)}`,
        ]
      : [];
  return {
    route,
    mode,
    foreground,
    total: foreground + beyond,
    beyond,
    ...(serviceWorker ? { serviceWorker } : {}),
    serviceWorkerRequests: workerRequests
      .map(paid)
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, topServiceWorkerRequests),
    requests: { foreground: pageRequests.length, serviceWorker: workerRequests.length },
    problems,
  };
}

/** The request headers that decide which body the server sends: its encoding, its range, and Save-Data. */
function encodingHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      .filter(([name]) => ['accept-encoding', 'range', 'save-data'].includes(name)),
  );
}

/**
 * The body bytes the server sends for a request, as sent (compressed when it compresses): asked
 * again with the same encoding headers, for a response whose size Chromium did not report.
 */
/** The body bytes the bench's server sends for a request, as sent (compressed when it compresses). */
function servedBodyBytes(request: Request, agent: Agent): Promise<number> {
  const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', ...request.requestHeaders };
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(request.url, { agent, headers, timeout: 10_000 }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer from ${request.url}`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function waitFor<Value>(find: () => Value | undefined, timeout: number): Promise<Value | undefined> {
  const deadline = Date.now() + timeout;
  for (let value = find(); Date.now() < deadline; value = find()) {
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return find();
}
