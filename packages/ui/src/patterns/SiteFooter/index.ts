export type { FooterAction, FooterColumn, FooterItem, FooterLink, SiteFooterProps } from './SiteFooter';
export { SiteFooter } from './SiteFooter';
