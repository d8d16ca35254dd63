export type { PortalGuardLabels, PortalGuardProps } from './PortalGuard';
export { defaultPortalGuardLabels, PortalGuard } from './PortalGuard';
