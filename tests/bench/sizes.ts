/**
 * What a route costs to download, measured from the client build on disk, gzipped file by file as
 * the preview server (and a static host) sends it. Deterministic, so `npm test` can hold the build
 * to the size budgets (tests/e2e/budgets.spec.ts) and `npm run bench` reports the same numbers.
 *
 * - JavaScript: every script the prerendered HTML loads at start-up: `<script src>`, the imports
 *   of its inline module scripts (React Router's bootstrap, including the `import()` of the entry
 *   it runs at once), `<link rel="modulepreload">` and `<link rel="preload" as="script">`, and
 *   everything those import statically. Chunks a page only loads later through its own `import()`
 *   are not counted: they are not needed to show or hydrate it.
 * - CSS: the stylesheets the HTML links plus its inline `<style>` elements.
 * - HTML: the prerendered document itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { formatKilobytes, formatRatio, homeJavaScriptBudget, sizeBudgets } from './budgets.ts';

/** One file a route loads, with its gzipped size in bytes. */
export interface AssetSize {
  /** Its address on the site, such as /assets/root-abc123.js (or "inline <style>"). */
  url: string;
  bytes: number;
}

/** A total with the files behind it, largest first. */
export interface SizeBreakdown {
  bytes: number;
  files: AssetSize[];
}

export interface RouteSizes {
  route: string;
  javascript: SizeBreakdown;
  css: SizeBreakdown;
  html: number;
}

const origin = 'http://site.invalid';

/** The prerendered HTML file of a route: / is index.html, /about is about/index.html. */
export function routeHtmlFile(clientDirectory: string, route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return join(clientDirectory, trimmed, 'index.html');
}

// Compression's default level, the one the preview server (compression()) and most hosts use.
const gzipped = (content: string | Buffer) => gzipSync(content).byteLength;

function decodeAttribute(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');
}

function attributesOf(tagSource: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tagSource.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes.set(name, decodeAttribute(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

const relTokens = (attributes: Map<string, string>) => (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);

// Minified bundler output (`import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`).
// Never preceded by a quote, dot or name character, so `"imports":[` in React Router's manifest and
// `x.import` are not imports; `import(` never matches: dynamic imports are lazy and not counted.
const staticImport =
  /(?<![\w$."'`])import\s*(?:(?:[\w$]+\s*,\s*)?(?:\*\s*as\s+[\w$]+|\{[^}]*\})\s*from\s*|[\w$]+\s+from\s*)?["']([^"']+)["']/g;
const reExport = /(?<![\w$."'`])export\s*(?:\*\s*(?:as\s+[\w$]+\s*)?|\{[^}]*\}\s*)from\s*["']([^"']+)["']/g;
const dynamicImport = /(?<![\w$."'`])import\s*\(\s*["']([^"']+)["']\s*\)/g;

/** Built code imports by path; a bare name ("react-router/dom") can only be text inside a string. */
const isPath = (specifier: string) => /^(?:\.{0,2}\/|[a-z][a-z\d+.-]*:)/i.test(specifier);

const specifiersOf = (source: string, patterns: readonly RegExp[]) =>
  patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? '')).filter(isPath);

/** Reads the build and measures it; one instance caches each file's gzipped size across routes. */
export class BuildSizes {
  private readonly gzippedSizes = new Map<string, number>();
  private readonly staticImports = new Map<string, string[]>();

  constructor(private readonly clientDirectory: string) {}

  /** The site address `reference` points at from `base`, refusing other origins (they cannot be measured from disk). */
  private resolve(reference: string, base: string): string {
    const url = new URL(reference, new URL(base, origin));
    if (url.origin !== origin) throw new Error(`${base} loads ${reference} from another origin: the size budgets cannot measure it.`);
    return url.pathname;
  }

  private read(url: string): Buffer {
    const file = join(this.clientDirectory, decodeURIComponent(url));
    try {
      return readFileSync(file);
    } catch {
      throw new Error(`The build has no ${url} (looked for ${file}).`);
    }
  }

  private sizeOf(url: string): number {
    let size = this.gzippedSizes.get(url);
    if (size === undefined) {
      size = gzipped(this.read(url));
      this.gzippedSizes.set(url, size);
    }
    return size;
  }

  private importsOf(url: string): string[] {
    let imports = this.staticImports.get(url);
    if (imports === undefined) {
      const source = this.read(url).toString('utf8');
      imports = specifiersOf(source, [staticImport, reExport]).map((specifier) => this.resolve(specifier, url));
      this.staticImports.set(url, imports);
    }
    return imports;
  }

  /** The gzipped JavaScript, CSS and HTML of one prerendered route. */
  measureRoute(route: string): RouteSizes {
    const file = routeHtmlFile(this.clientDirectory, route);
    let html: string;
    try {
      html = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`${route} has no prerendered page (looked for ${file}).`);
    }

    const scriptEntries: string[] = [];
    const stylesheets: string[] = [];
    let inlineStyles = '';

    for (const [, attributeSource = '', content = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
      const attributes = attributesOf(attributeSource);
      const type = (attributes.get('type') ?? '').toLowerCase();
      const src = attributes.get('src');
      if (src !== undefined && (type === '' || type === 'module' || type === 'text/javascript'))
        scriptEntries.push(this.resolve(src, route));
      else if (src === undefined && type === 'module')
        // The inline bootstrap runs as soon as it is parsed: its `import()` of the entry is not lazy.
        scriptEntries.push(
          ...specifiersOf(content, [staticImport, reExport, dynamicImport]).map((specifier) => this.resolve(specifier, route)),
        );
    }
    for (const [tag = ''] of html.matchAll(/<link\b[^>]*>/gi)) {
      const attributes = attributesOf(tag.slice('<link'.length, -1));
      const rel = relTokens(attributes);
      const href = attributes.get('href');
      if (href === undefined) continue;
      if (rel.includes('modulepreload') || (rel.includes('preload') && attributes.get('as') === 'script'))
        scriptEntries.push(this.resolve(href, route));
      else if (rel.includes('stylesheet')) stylesheets.push(this.resolve(href, route));
    }
    for (const [, content = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) inlineStyles += content;

    // Everything reachable through static imports from what the page loads.
    const scripts = new Set<string>();
    const queue = [...scriptEntries];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      if (scripts.has(next)) continue;
      scripts.add(next);
      queue.push(...this.importsOf(next));
    }

    const breakdown = (files: AssetSize[]): SizeBreakdown => ({
      bytes: files.reduce((total, asset) => total + asset.bytes, 0),
      files: files.sort((a, b) => b.bytes - a.bytes),
    });

    return {
      route,
      javascript: breakdown([...scripts].map((url) => ({ url, bytes: this.sizeOf(url) }))),
      css: breakdown([
        ...[...new Set(stylesheets)].map((url) => ({ url, bytes: this.sizeOf(url) })),
        ...(inlineStyles ? [{ url: 'inline <style>', bytes: gzipped(inlineStyles) }] : []),
      ]),
      html: gzipped(html),
    };
  }
}

/**
 * Each size budget a route misses, as a sentence naming the route, the size, the budget and the
 * largest files. The home page's JavaScript budget is a multiple of the floor app's start-up
 * JavaScript (`floorStartupJavaScript`, gzipped bytes, from ./floor.ts).
 */
export function sizeBudgetProblems(sizes: RouteSizes, floorStartupJavaScript: number): string[] {
  const problems: string[] = [];
  const check = (what: string, bytes: number, budget: number, files: readonly AssetSize[] = [], budgetNote = '') => {
    if (bytes <= budget) return;
    const largest = files
      .slice(0, 5)
      .map((file) => `${file.url} ${formatKilobytes(file.bytes)}`)
      .join(', ');
    problems.push(
      `${sizes.route}: ${what} is ${formatKilobytes(bytes)} gzipped, over the ${formatKilobytes(budget)} budget${budgetNote}${largest ? ` (largest: ${largest})` : ''}`,
    );
  };
  if (sizes.route === '/')
    check(
      'JavaScript',
      sizes.javascript.bytes,
      homeJavaScriptBudget(floorStartupJavaScript),
      sizes.javascript.files,
      ` (${formatRatio(sizeBudgets.homeJavaScriptToFloor)} the floor app's ${formatKilobytes(floorStartupJavaScript)}; ` +
        `this is ${formatRatio(sizes.javascript.bytes / floorStartupJavaScript)})`,
    );
  if (sizes.javascript.files.length > sizeBudgets.startupScripts)
    problems.push(
      `${sizes.route}: starts with ${String(sizes.javascript.files.length)} script files, over the budget of ${String(sizeBudgets.startupScripts)} ` +
        `(${sizes.javascript.files.map((file) => file.url.replace(/^.*\//, '')).join(', ')})`,
    );
  check('CSS', sizes.css.bytes, sizeBudgets.css, sizes.css.files);
  check('HTML', sizes.html, sizeBudgets.html);
  return problems;
}
