export type { ConfirmationDialogProps } from './ConfirmationDialog';
export { ConfirmationDialog } from './ConfirmationDialog';
