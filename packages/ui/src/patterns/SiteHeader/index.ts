export type { CollapseBreakpoint, NavItem, SiteHeaderProps } from './SiteHeader';
export { collapseBreakpoints, SiteHeader } from './SiteHeader';
