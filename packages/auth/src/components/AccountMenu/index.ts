export type { AccountMenuLabels, AccountMenuProps } from './AccountMenu';
export { AccountMenu, defaultAccountMenuLabels } from './AccountMenu';
