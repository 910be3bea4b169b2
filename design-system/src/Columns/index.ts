export { Column, Columns } from './Columns';
export type { ColumnProps, ColumnWidth, ColumnsProps } from './Columns';
