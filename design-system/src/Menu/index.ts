export { Menu, MenuItem } from './Menu';
export type { MenuItemProps, MenuProps } from './Menu';
