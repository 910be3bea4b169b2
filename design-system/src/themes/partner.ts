// @akoma/design-system/themes/partner: the partner microsite theme and its stylesheet alone.
export { partnerTheme } from '@akoma/tokens/themes/partner';
