// `@ardena/auth/data`: the calls the components make to a Supabase backend, as plain functions of a supabase-js client
// (the app's own, or `createSupabaseClient`'s), for scripts, servers and an app's own screens. No React, no styles.

export type { ArdenaSupabaseClient } from '../client/client';
export { transactionsCsvFileName, transactionsToCsv } from '../components/ConsumerPortal/transactionsCsv';
export type { AuthFailure } from '../forms/authFormState';
export type {
  BusinessMetrics,
  DataError,
  Profile,
  SignUpOutcome,
  TransactionPage,
  TransactionRow,
} from './accountApi';
export {
  fetchAllTransactions,
  fetchBusinessMetrics,
  fetchProfile,
  fetchTransactionPage,
  requestPasswordRecovery,
  resendSignUpConfirmation,
  signInWithPassword,
  signOutEverywhere,
  signUpWithPassword,
  submitSetupRequest,
  updateUserPassword,
} from './accountApi';
export type { Passkey, PasskeyBrowser, PasskeyFailure, PasskeyFailureKind, PasskeyResult } from './passkeysApi';
export {
  addPasskey,
  browserPasskeys,
  listPasskeys,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
} from './passkeysApi';
export type { Result } from './result';
