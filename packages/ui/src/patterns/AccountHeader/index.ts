export type { AccountHeaderProps } from './AccountHeader';
export { AccountHeader } from './AccountHeader';
