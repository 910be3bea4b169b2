export { SiteHeader, siteHeaderScrollPadding } from './SiteHeader';
export type { SiteHeaderProps } from './SiteHeader';
