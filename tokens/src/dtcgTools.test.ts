/**
 * The DTCG files are for other people's tools, so this test runs two of them over every file:
 * Style Dictionary 5 and Terrazzo, each building CSS custom properties. A token either tool
 * drops, misprints or warns about fails here, not in a designer's pipeline.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { build, defineConfig, Logger, parse, RECOMMENDED_CONFIG } from '@terrazzo/parser';
import css from '@terrazzo/plugin-css';
import StyleDictionary from 'style-dictionary';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const dtcgDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'dtcg');
const dtcgFiles = readdirSync(dtcgDirectory).filter((name) => name.endsWith('.tokens.json'));

interface TokenEntry {
  path: string[];
  type: string;
  value: unknown;
}

/** Every token in a DTCG document: an object with `$value`; keys starting with `$` are not children. */
function listTokens(group: Record<string, unknown>, path: string[] = []): TokenEntry[] {
  return Object.entries(group).flatMap(([name, child]) => {
    if (name.startsWith('$') || typeof child !== 'object' || child === null) return [];
    const node = child as Record<string, unknown>;
    if ('$value' in node) return [{ path: [...path, name], type: String(node.$type), value: node.$value }];
    return listTokens(node, [...path, name]);
  });
}

/** The custom property both tools name a token by: its path, camelCase split, joined by dashes. */
const cssName = (path: string[]) => `--${path.map((segment) => segment.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()).join('-')}`;

/** A typography token's own properties (fontFamily, fontSize, fontWeight, letterSpacing, lineHeight). */
const typographyProperties = (token: TokenEntry) => Object.keys(token.value as Record<string, unknown>);

const declaredProperties = (output: string) => new Set([...output.matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((match) => match[1]));

/** What a tool prints while it builds; a warning a tool prints instead of throwing lands here. */
let printed: string[] = [];
beforeEach(() => {
  printed = [];
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => {
      printed.push(parts.map(String).join(' '));
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Style Dictionary 5 has no transform for DTCG duration values, which are `{ value, unit }` objects
 * (its `time/seconds` reads the older `time` type's bare milliseconds), so without this it prints
 * `[object Object]`. The transform writes the value with its own unit, which CSS reads as is.
 */
const durationCss = {
  type: 'value' as const,
  filter: (token: { $type?: string }) => token.$type === 'duration',
  transform: (token: { $value?: unknown }) => {
    const { value, unit } = token.$value as { value: number; unit: 'ms' | 's' };
    return `${value}${unit}`;
  },
};

async function buildWithStyleDictionary(file: string) {
  const styleDictionary = new StyleDictionary({
    source: [join(dtcgDirectory, file)],
    usesDtcg: true,
    // A warning throws, and lists every token it is about.
    log: { warnings: 'error', verbosity: 'verbose', errors: { brokenReferences: 'throw' } },
    hooks: { transforms: { 'duration/css': durationCss } },
    platforms: {
      css: {
        transformGroup: 'css',
        transforms: ['duration/css'],
        // The CSS `font` shorthand cannot hold letter-spacing, which every DTCG typography value
        // carries, so each typography token becomes one custom property per property.
        expand: { include: ['typography'] },
        files: [{ destination: 'tokens.css', format: 'css/variables' }],
      },
    },
  });
  const [formatted] = await styleDictionary.formatPlatform('css');
  if (typeof formatted?.output !== 'string') throw new Error('Style Dictionary formatted no CSS file');
  return formatted.output;
}

async function buildWithTerrazzo(file: string) {
  const logger = new Logger({ level: 'warn' });
  const filename = pathToFileURL(join(dtcgDirectory, file));
  const config = defineConfig(
    {
      plugins: [css({ filename: 'tokens.css' })],
      // Terrazzo's recommended lint rules, told the naming convention: token names are the theme
      // contract's camelCase names (`color.foreground.textMuted`), not the kebab-case it assumes.
      lint: { rules: { ...RECOMMENDED_CONFIG, 'core/consistent-naming': ['warn', { format: 'camelCase' }] } },
    },
    { cwd: filename, logger },
  );
  const { tokens, sources, resolver } = await parse([{ filename, src: readFileSync(filename, 'utf8') }], { config, logger });
  const { outputFiles } = await build(tokens, { sources, config, resolver, logger });
  return { tokenIds: Object.keys(tokens), output: outputFiles.map(({ contents }) => String(contents)).join('\n'), stats: logger.stats() };
}

describe.each(dtcgFiles)('%s in the standard token tools', (file) => {
  const tokens = listTokens(JSON.parse(readFileSync(join(dtcgDirectory, file), 'utf8')) as Record<string, unknown>);
  const typography = tokens.filter((token) => token.type === 'typography');

  it('holds tokens of every kind the themes use', () => {
    expect(new Set(tokens.map((token) => token.type))).toEqual(
      new Set(['color', 'fontFamily', 'fontWeight', 'typography', 'dimension', 'shadow', 'duration', 'cubicBezier', 'number']),
    );
  });

  it('builds every token to a CSS custom property with Style Dictionary 5, printing no warning', async () => {
    const output = await buildWithStyleDictionary(file);

    const expected = tokens.flatMap((token) =>
      token.type === 'typography'
        ? typographyProperties(token).map((property) => cssName([...token.path, property]))
        : [cssName(token.path)],
    );
    expect(declaredProperties(output)).toEqual(new Set(expected));
    expect(output).not.toMatch(/\[object Object\]|undefined|NaN/);
    expect(output).toMatch(/--motion-duration-fast: 120ms;/);
    // Style Dictionary announces the platform and the file it formatted; anything else is a warning.
    expect(printed.filter((line) => !/^\s*(css|✔︎ .*)\s*$/.test(line))).toEqual([]);
  }, 30_000);

  it('builds every token to a CSS custom property with Terrazzo, with no error or warning', async () => {
    const { tokenIds, output, stats } = await buildWithTerrazzo(file);

    expect(new Set(tokenIds)).toEqual(new Set(tokens.map((token) => token.path.join('.'))));
    const expected = [
      ...tokens.map((token) => cssName(token.path)),
      ...typography.flatMap((token) => typographyProperties(token).map((property) => cssName([...token.path, property]))),
    ];
    expect(declaredProperties(output)).toEqual(new Set(expected));
    expect(output).not.toMatch(/\[object Object\]|undefined|NaN/);
    expect(output).toMatch(/--motion-duration-fast: 120ms;/);
    expect(stats).toMatchObject({ errorCount: 0, warnCount: 0 });
    expect(printed).toEqual([]);
  }, 30_000);
});
