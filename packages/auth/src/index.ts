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
export type {
  BusinessMetrics,
  DataError,
  Profile,
  Result,
  SignUpOutcome,
  TransactionPage,
} from './data/accountApi';
export {
  fetchAllTransactions,
  fetchBusinessMetrics,
  fetchProfile,
  fetchTransactionPage,
  ignoredSignOutStatuses,
  noRowsCode,
  requestPasswordRecovery,
  resendSignUpConfirmation,
  signInWithPassword,
  signOutEverywhere,
  signUpWithPassword,
  submitSetupRequest,
  toAuthFailure,
  transactionsBatchSize,
  updateUserPassword,
} from './data/accountApi';
export type {
  Passkey,
  PasskeyBrowser,
  PasskeyFailure,
  PasskeyFailureKind,
  PasskeyResult,
} from './data/passkeysApi';
export {
  addPasskey,
  browserPasskeys,
  listPasskeys,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
} from './data/passkeysApi';
export type { AuthFailure, AuthFormAction, AuthFormState, AuthFormView } from './forms/authFormState';
export {
  allErrors,
  authFormReducer,
  authFormViews,
  initialAuthFormState,
  isSubmitDisabled,
  visibleErrors,
} from './forms/authFormState';
export type { CountryOption } from './forms/countries';
export { countryCodes, countryName, countryOptions, isCountryCode } from './forms/countries';
export type {
  AccountType,
  AccountTypeOption,
  AuthField,
  AuthFormValues,
  AuthTab,
  FieldErrors,
  ProfileField,
  SignUpMetadata,
  ValidationMessages,
  ValidationOptions,
} from './forms/validation';
export {
  accountTypes,
  authTabs,
  defaultAccountTypes,
  describeWeakPasswordReason,
  emptyAuthFormValues,
  minimumPasswordLength,
  passwordMismatch,
  profileFields,
  signUpMetadata,
  validateAuthForm,
  validationMessages,
  visibleFields,
} from './forms/validation';
export type { PortalPath, RequireUserOutcome } from './guards/portalRedirect';
export {
  accountDetailsHref,
  accountDetailsId,
  portalFor,
  portalPaths,
  postSignInDestination,
  requireUser,
  resolvePortalRedirect,
  safeReturnPath,
  signInPath,
} from './guards/portalRedirect';
export type { AuthMessages, AuthNotification, AuthSituation, Notify } from './notifications/notifications';
export {
  authMessages,
  isAlreadyRegistered,
  isInvalidCredentials,
  notificationFor,
} from './notifications/notifications';
export type { AuthContextValue, AuthProviderProps } from './provider/AuthProvider';
export { AuthProvider } from './provider/AuthProvider';
export type { BusinessMetricsState, TransactionsState, UseTransactionsOptions } from './provider/hooks';
export { transactionsPageSize, useAuth, useBusinessMetrics, useProfile, useTransactions } from './provider/hooks';
