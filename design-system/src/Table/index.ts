export { Table } from './Table';
export type { TableColumn, TableProps } from './Table';
