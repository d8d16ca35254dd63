export type { AccountMenuProps } from './AccountMenu';
export { AccountMenu, portalLabels } from './AccountMenu';
