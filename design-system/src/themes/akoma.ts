// @akoma/design-system/themes/akoma: the Akoma theme and its stylesheet alone.
export { akomaTheme } from '@akoma/tokens/themes/akoma';
