import { fail } from './errors.ts';
import { quoteIdentifier } from './identifiers.ts';

// The query string PostgREST reads: filters, select, order, limit and offset.

export const filterOperators = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
export type FilterOperator = keyof typeof filterOperators | 'in' | 'is';

export interface Filter {
  column: string;
  negate: boolean;
  operator: FilterOperator;
  value: string;
}

/** Parses `in.(a,b,"c,d")` into its values. */
export function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) fail(400, 'PGRST100', `"${raw}" is not a list: write in.(a,b)`);
  const inner = raw.slice(1, -1);
  const values: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < inner.length; index += 1) {
    const character = inner[index] ?? '';
    if (quoted) {
      if (character === '\\' && index + 1 < inner.length) {
        current += inner[index + 1] ?? '';
        index += 1;
      } else if (character === '"') quoted = false;
      else current += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      values.push(current);
      current = '';
    } else current += character;
  }
  if (quoted) fail(400, 'PGRST100', `unterminated quote in "${raw}"`);
  if (inner.length > 0) values.push(current);
  return values;
}

export function parseFilter(column: string, raw: string): Filter {
  quoteIdentifier(column, 'column');
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot < 0 ? '' : rest.slice(0, dot);
  const value = dot < 0 ? '' : rest.slice(dot + 1);
  if (!(operator in filterOperators) && operator !== 'in' && operator !== 'is') {
    fail(400, 'PGRST100', `"${raw}" is not a filter this backend supports: use eq, neq, gt, gte, lt, lte, in or is`, `column ${column}`);
  }
  if (operator === 'is' && !['null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    fail(400, 'PGRST100', `is.${value} is not valid: use is.null, is.true, is.false or is.unknown`);
  }
  return { column, negate, operator: operator as FilterOperator, value };
}

export interface SelectColumn {
  alias: string | undefined;
  column: string;
}

export function parseSelect(raw: string | null): SelectColumn[] | '*' {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return '*';
  return raw.split(',').map((part) => {
    const item = part.trim();
    if (item === '*') fail(400, 'PGRST100', 'mixing * with named columns is not supported here');
    if (item.includes('(') || item.includes('!'))
      fail(400, 'PGRST100', `embedded resources ("${item}") are not supported by the local backend`);
    const [first, second, ...extra] = item.split(':');
    if (extra.length > 0 || item.includes('::')) fail(400, 'PGRST100', `"${item}" is not a column, or alias:column`);
    const column = second ?? first ?? '';
    const alias = second === undefined ? undefined : first;
    quoteIdentifier(column, 'column');
    if (alias !== undefined) quoteIdentifier(alias, 'alias');
    return { alias, column };
  });
}

export function parseOrder(raw: string | null): string {
  if (raw === null || raw === '') return '';
  const terms = raw.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    let sql = quoteIdentifier(column, 'column');
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql += ` ${modifier}`;
      else if (modifier === 'nullsfirst') sql += ' nulls first';
      else if (modifier === 'nullslast') sql += ' nulls last';
      else fail(400, 'PGRST100', `"${term}" is not an order: write column.asc or column.desc, optionally .nullsfirst or .nullslast`);
    }
    return sql;
  });
  return ` order by ${terms.join(', ')}`;
}

export function parseCount(raw: string | null, name: string): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d{1,9}$/.test(raw)) fail(400, 'PGRST100', `${name}=${raw} is not a whole number`);
  return Number(raw);
}

/** The request's search parameters other than the reserved ones: its filters. */
export const reservedParameters = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

export function filtersOf(url: URL): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of url.searchParams) {
    if (reservedParameters.has(key)) continue;
    if (key === 'or' || key === 'and' || key.includes('.'))
      fail(400, 'PGRST100', `"${key}" filters are not supported by the local backend`);
    filters.push(parseFilter(key, value));
  }
  return filters;
}
