export type { QuickAction, QuickActionsProps } from './QuickActions';
export { QuickActions } from './QuickActions';
