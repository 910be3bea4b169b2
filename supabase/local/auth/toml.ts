import { parse, type TomlTable as ParsedTable, type TomlValue as ParsedValue } from 'smol-toml';

/**
 * supabase/config.toml, read with smol-toml, as a map of its tables by dotted name ('auth',
 * 'auth.email', and '' for the keys before any header), each holding its plain values: strings,
 * numbers, booleans, dates and arrays. Nested tables are entries of their own, not values.
 */

export type TomlValue = string | number | boolean | TomlValue[];
export type TomlTable = Record<string, TomlValue | undefined>;

const isTable = (value: ParsedValue): value is ParsedTable =>
  typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/** A value as settings read it: dates as their ISO text, arrays of the same. */
function plain(value: ParsedValue): TomlValue | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain).filter((entry): entry is TomlValue => entry !== undefined);
  return undefined;
}

/** Each table by its dotted name. Throws on text that isn't TOML, saying where. */
export function readToml(source: string): Map<string, TomlTable> {
  const tables = new Map<string, TomlTable>();
  const visit = (name: string, table: ParsedTable) => {
    const values: TomlTable = {};
    for (const [key, value] of Object.entries(table)) {
      if (isTable(value)) visit(name ? `${name}.${key}` : key, value);
      else values[key] = plain(value);
    }
    tables.set(name, values);
  };
  visit('', parse(source));
  return tables;
}
