export { List } from './List';
export type { ListProps } from './List';
