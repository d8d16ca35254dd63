export type { BusinessPortalProps } from './BusinessPortal';
export { BusinessPortal } from './BusinessPortal';
