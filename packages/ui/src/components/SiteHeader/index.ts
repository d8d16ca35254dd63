export type { NavItem, NavLinkComponentProps, SiteHeaderProps } from './SiteHeader';
export { SiteHeader } from './SiteHeader';
