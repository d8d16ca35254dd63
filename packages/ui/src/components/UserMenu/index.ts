export type { UserMenuProps } from './UserMenu';
export { initialsOf, UserMenu } from './UserMenu';
