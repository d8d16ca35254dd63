export type { FooterColumn, FooterLink, SiteFooterProps } from './SiteFooter';
export { SiteFooter } from './SiteFooter';
