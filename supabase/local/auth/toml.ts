/**
 * Reads the part of TOML that supabase/config.toml uses: `[table.sub]` headers, and `key = value`
 * lines whose value is a string, a number, a boolean or a one-line array of those. Anything else
 * (inline tables, multi-line strings) is skipped, so an unusual line can never stop the backend.
 */

export type TomlValue = string | number | boolean | TomlValue[];
export type TomlTable = Record<string, TomlValue | undefined>;

/** Each table by its dotted name ('auth', 'auth.email'); keys before any header are under ''. */
export function readToml(source: string): Map<string, TomlTable> {
  const tables = new Map<string, TomlTable>([['', {}]]);
  let current = tables.get('') ?? {};
  for (const rawLine of source.split(/\r?\n/)) {
    const line = stripComment(rawLine).trim();
    if (!line) continue;
    const header = /^\[([A-Za-z0-9_.-]+)\]$/.exec(line);
    if (header?.[1]) {
      current = tables.get(header[1]) ?? {};
      tables.set(header[1], current);
      continue;
    }
    const equals = line.indexOf('=');
    if (equals <= 0) continue;
    const key = line
      .slice(0, equals)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    const value = parseValue(line.slice(equals + 1).trim());
    if (value !== undefined) current[key] = value;
  }
  return tables;
}

/** Removes a `#` comment that is not inside a string. */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (quote) {
      if (character === '\\' && quote === '"') index += 1;
      else if (character === quote) quote = null;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '#') return line.slice(0, index);
  }
  return line;
}

function parseValue(text: string): TomlValue | undefined {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^[+-]?\d[\d_]*(\.\d+)?$/.test(text)) return Number(text.replaceAll('_', ''));
  if (text.startsWith('"') && text.endsWith('"') && text.length >= 2) {
    try {
      return JSON.parse(text) as string;
    } catch {
      return undefined;
    }
  }
  if (text.startsWith("'") && text.endsWith("'") && text.length >= 2) return text.slice(1, -1);
  if (text.startsWith('[') && text.endsWith(']')) {
    const items: TomlValue[] = [];
    for (const part of splitArray(text.slice(1, -1))) {
      const item = parseValue(part.trim());
      if (item !== undefined) items.push(item);
    }
    return items;
  }
  return undefined;
}

/** Splits an array's inside on the commas that are not inside strings. */
function splitArray(inside: string): string[] {
  const parts: string[] = [];
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < inside.length; index += 1) {
    const character = inside[index];
    if (quote) {
      if (character === '\\' && quote === '"') index += 1;
      else if (character === quote) quote = null;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === ',') {
      parts.push(inside.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(inside.slice(start));
  return parts.filter((part) => part.trim() !== '');
}
