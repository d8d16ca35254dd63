export type { BusinessPortalProps } from './BusinessPortal';
export { BusinessPortal } from './BusinessPortal';
export type { BusinessPortalLabels, BusinessQuickAction } from './businessPortalLabels';
export { defaultBusinessPortalLabels } from './businessPortalLabels';
