export type { ConsentCategoryOption, ConsentPreferencesDialogProps } from './ConsentPreferencesDialog';
export { ConsentPreferencesDialog, defaultConsentCategoryOptions } from './ConsentPreferencesDialog';
