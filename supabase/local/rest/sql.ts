import { quoteIdentifier } from './identifiers.ts';
import { filterOperators, parseList, type Filter, type SelectColumn } from './queryParams.ts';

/** Adds `where` clauses for the filters, their values as parameters. */
export function whereClause(filters: Filter[], parameters: unknown[]): string {
  if (filters.length === 0) return '';
  const clauses = filters.map(({ column, negate, operator, value }) => {
    const quoted = quoteIdentifier(column, 'column');
    let clause: string;
    if (operator === 'is') clause = `${quoted} is ${value.toLowerCase()}`;
    else if (operator === 'in') {
      const list = parseList(value);
      if (list.length === 0) clause = 'false';
      else {
        clause = `${quoted} in (${list
          .map((item) => {
            parameters.push(item);
            return `$${String(parameters.length)}`;
          })
          .join(', ')})`;
      }
    } else {
      parameters.push(value);
      clause = `${quoted} ${filterOperators[operator]} $${String(parameters.length)}`;
    }
    return negate ? `not (${clause})` : clause;
  });
  return ` where ${clauses.join(' and ')}`;
}

export function selectList(columns: SelectColumn[] | '*'): string {
  if (columns === '*') return '*';
  return columns
    .map(({ alias, column }) =>
      alias ? `${quoteIdentifier(column, 'column')} as ${quoteIdentifier(alias, 'alias')}` : quoteIdentifier(column, 'column'),
    )
    .join(', ');
}
