export { NavigationMenu, NavigationMenuGroup, NavigationMenuLink } from './NavigationMenu';
export type { NavigationMenuGroupItem, NavigationMenuGroupProps, NavigationMenuLinkProps, NavigationMenuProps } from './NavigationMenu';
