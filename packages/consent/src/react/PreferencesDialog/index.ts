export type { PreferencesDialogProps } from './PreferencesDialog';
export { PreferencesDialog } from './PreferencesDialog';
