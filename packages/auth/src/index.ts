// `@ardena/auth`: the provider, its hooks, the components and the routing rules they follow. Data-API functions are in
// `@ardena/auth/data`, the form rules for an app's own forms in `@ardena/auth/forms`, test helpers in
// `@ardena/auth/testing`.

export type {
  ArdenaSupabaseClient,
  ClientAuthOptions,
  EmailLinkOutcome,
  SessionStorageReader,
  SupabaseConnection,
} from './client/client';
export {
  createSupabaseClient,
  emailLinkInUrl,
  hasStoredSession,
  loadSupabase,
  sessionStorageKey,
} from './client/client';
export * from './components/AccountMenu';
export * from './components/AuthForm';
export * from './components/BusinessPortal';
export * from './components/ConsumerPortal';
export * from './components/OAuthSignIn';
export * from './components/PasskeyManager';
export * from './components/PasskeySignIn';
export * from './components/PortalGuard';
export type { BusinessMetrics, DataError, Profile, SignUpOutcome, TransactionRow } from './data/accountApi';
export type { PasskeyBrowser } from './data/passkeysApi';
export type { Result } from './data/result';
export type { AuthFailure } from './forms/authFormState';
export type {
  AccountType,
  AccountTypeOption,
  AuthField,
  AuthFormValues,
  AuthTab,
  ProfileField,
  ValidationMessages,
} from './forms/validation';
export { accountTypes, authTabs, defaultAccountTypes, validationMessages } from './forms/validation';
export type { AuthRoutes, RequireUserOutcome } from './guards/portalRedirect';
export {
  accountDetailsHref,
  accountDetailsId,
  defaultAuthRoutes,
  portalFor,
  postSignInDestination,
  requireUser,
  resolvePortalRedirect,
  safeReturnPath,
} from './guards/portalRedirect';
export type { AuthMessages, AuthNotification, Notify } from './notifications/notifications';
export { authMessages } from './notifications/notifications';
export type { AuthProviderProps } from './provider/AuthProvider';
export { AuthProvider } from './provider/AuthProvider';
export type { AuthContextValue } from './provider/authContext';
export type { BusinessMetricsState, TransactionsState, UseTransactionsOptions } from './provider/hooks';
export { transactionsPageSize, useAuth, useBusinessMetrics, useProfile, useTransactions } from './provider/hooks';
export { prefetchBusinessMetrics, prefetchTransactions } from './provider/prefetch';
