export { fillLabel } from './fillLabel';
export type { LocaleProviderProps, LocaleSettings } from './LocaleProvider';
export { defaultLocaleSettings, LocaleProvider, useLocale } from './LocaleProvider';
