export type { ConsentProviderProps } from './ConsentProvider';
export {
  ConsentProvider,
  useConsent,
  useConsentManager,
  useConsentState,
  useOpenConsentPreferences,
} from './ConsentProvider';
