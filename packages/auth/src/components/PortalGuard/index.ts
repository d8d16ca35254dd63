export type { PortalGuardProps } from './PortalGuard';
export { PortalGuard } from './PortalGuard';
