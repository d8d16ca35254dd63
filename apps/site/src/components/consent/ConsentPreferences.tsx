// The consent preferences dialog as a default export, so ConsentUi can load it on demand.
export { PreferencesDialog as default } from '@ardena/consent';
