export type { UserMenuLabels, UserMenuProps } from './UserMenu';
export { defaultUserMenuLabels, initialsOf, UserMenu } from './UserMenu';
