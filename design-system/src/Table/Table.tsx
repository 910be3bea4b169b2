import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Table.css';
import { Role } from '../private/parts/Role';

export interface TableColumn<Key extends string> {
  /** Which field of each row this column shows. */
  key: Key;
  /** The column's header, also shown as each cell's label on phones. */
  header: ReactNode;
}

export interface TableProps<Key extends string> extends Omit<Ariakit.RoleProps<'table'>, 'children'> {
  /** Names the table, for everyone: "The TriSphere solutions". */
  caption: ReactNode;
  /** Hide the caption from sight when a heading above already says it; screen readers still hear it. @default 'visible' */
  captionVisibility?: 'visible' | 'hidden';
  /** The columns, in order. */
  columns: readonly TableColumn<Key>[];
  /** One record per row, keyed by the columns' `key`s. */
  rows: readonly Readonly<Record<Key, ReactNode>>[];
  /** The column whose cells name their row (`<th scope="row">`), usually the first. */
  rowHeader?: Key;
}

/**
 * A data table with a caption and real header cells. Below the tablet breakpoint each row becomes a
 * stacked block whose cells show their column's header as a label, so it reads well on a phone.
 */
export function Table<Key extends string>({
  ref,
  caption,
  captionVisibility = 'visible',
  columns,
  rows,
  rowHeader,
  className,
  ...props
}: TableProps<Key>) {
  // The explicit roles keep the table's semantics in browsers that drop them once table parts
  // get `display: block` or `flex` (the phone layout).
  // https://adrianroselli.com/2018/02/tables-css-display-properties-and-aria.html
  return (
    <Role.table ref={ref} role="table" {...props} className={clsx(styles.table, className)}>
      <caption className={styles.caption}>{captionVisibility === 'hidden' ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- restates the role for the phone layout, see above */}
      <thead role="rowgroup" className={styles.head}>
        <tr role="row" className={styles.row}>
          {columns.map(({ key, header }) => (
            <th key={key} role="columnheader" scope="col" className={styles.columnHeader}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- restates the role for the phone layout, see above */}
      <tbody role="rowgroup" className={styles.body}>
        {rows.map((record, index) => (
          // Rows are static content in a fixed order, so their position is a stable key.
          <tr key={index} role="row" className={styles.row}>
            {columns.map(({ key, header }) => {
              const label = (
                <span aria-hidden="true" className={styles.cellLabel}>
                  {header}
                </span>
              );
              return key === rowHeader ? (
                <th key={key} role="rowheader" scope="row" className={clsx(styles.cell, styles.rowHeader)}>
                  {label}
                  {record[key]}
                </th>
              ) : (
                // `cell` is a data cell's own role (the rule takes td for a grid cell); restated as above.
                // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
                <td key={key} role="cell" className={styles.cell}>
                  {label}
                  {record[key]}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Role.table>
  );
}
