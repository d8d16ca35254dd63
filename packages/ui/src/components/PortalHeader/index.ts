export type { PortalHeaderProps } from './PortalHeader';
export { PortalHeader } from './PortalHeader';
