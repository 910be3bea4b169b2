import { fail } from './errors.ts';

const identifierPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A name PostgREST would accept as a table, column or function, quoted for SQL; anything else is refused (400). */
export function quoteIdentifier(name: string, what: string): string {
  if (!identifierPattern.test(name) || name.length > 63) fail(400, 'PGRST100', `"${name}" is not a valid ${what} name`);
  return `"${name}"`;
}
