export type { PreferencesDialogProps } from './PreferencesDialog';
export { PreferencesDialog } from './PreferencesDialog';
export type { ConsentCategoryOption } from './PreferencesDialogView';
export { defaultConsentCategoryOptions } from './PreferencesDialogView';
