export type { NavItem, SiteHeaderProps } from './SiteHeader';
export { SiteHeader } from './SiteHeader';
