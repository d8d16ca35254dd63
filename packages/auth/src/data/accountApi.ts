import type { TransactionType } from '@ardena/ui';
import type { Session } from '@supabase/supabase-js';
import type { ArdenaSupabaseClient } from '../client/client';
import { type AccountType, type AccountTypeOption, type AuthFormValues, signUpMetadata } from '../forms/validation';
import { type Result, toAuthFailure } from './result';

/** A row of `profiles` (the table in this package's `supabase/` SQL). */
export interface Profile {
  user_id: string;
  user_type: AccountType;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  business_name: string | null;
  company_number: string | null;
  country: string | null;
  phone?: string | null;
}

/** What `business_metrics()` returns for a business with data. */
export interface BusinessMetrics {
  totalRevenue: number;
  transactions: number;
  activeCustomers: number;
  settlementStatus: string;
}

/** Error of a data API call, as postgrest-js reports it. */
export interface DataError {
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

/** No row for `.maybeSingle()`/`.single()`: for a profile this means "not created yet", never an error. */
export const noRowsCode = 'PGRST116';

/** The profile of `userId`, or `null` when there is none (PGRST116 included). Other errors are returned. */
export async function fetchProfile(
  client: ArdenaSupabaseClient,
  userId: string,
): Promise<{ profile: Profile | null; error: DataError | null }> {
  const { data, error } = await client.from('profiles').select('*').eq('user_id', userId).maybeSingle();
  if (error) {
    if (error.code === noRowsCode) return { profile: null, error: null };
    return { profile: null, error };
  }
  return { profile: (data as Profile | null) ?? null, error: null };
}

export async function signInWithPassword(
  client: ArdenaSupabaseClient,
  email: string,
  password: string,
): Promise<Result<Session>> {
  const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
  if (error || !data.session) return { ok: false, error: toAuthFailure(error ?? { message: 'No session returned' }) };
  return { ok: true, data: data.session };
}

export interface SignUpOutcome {
  /** Set when the server signs the user in at once (email confirmation disabled). */
  session: Session | null;
  email: string;
}

export async function signUpWithPassword(
  client: ArdenaSupabaseClient,
  accountType: AccountType,
  values: AuthFormValues,
  emailRedirectTo: string,
  accountTypes?: readonly AccountTypeOption[],
): Promise<Result<SignUpOutcome>> {
  const email = values.email.trim();
  const { data, error } = await client.auth.signUp({
    email,
    password: values.password,
    options: { data: signUpMetadata(accountType, values, accountTypes), emailRedirectTo },
  });
  if (error) return { ok: false, error: toAuthFailure(error) };
  // With email confirmation on, the auth server answers a registered address as if it were new, but with a user that
  // has no identities (so that strangers cannot probe which addresses exist); that is the one sign the address is taken.
  if (!data.session && data.user?.identities?.length === 0) {
    return { ok: false, error: { message: 'User already registered', code: 'user_already_exists', status: 422 } };
  }
  return { ok: true, data: { session: data.session, email } };
}

/** Statuses a sign-out may answer when the session is already gone server-side: the local sign-out still counts. */
export const ignoredSignOutStatuses = [401, 403, 404] as const;

export async function signOutEverywhere(client: ArdenaSupabaseClient): Promise<Result<null>> {
  const { error } = await client.auth.signOut();
  if (error && !(ignoredSignOutStatuses as readonly number[]).includes(error.status ?? 0)) {
    return { ok: false, error: toAuthFailure(error) };
  }
  return { ok: true, data: null };
}

export async function resendSignUpConfirmation(
  client: ArdenaSupabaseClient,
  email: string,
  emailRedirectTo: string,
): Promise<Result<null>> {
  const { error } = await client.auth.resend({ type: 'signup', email: email.trim(), options: { emailRedirectTo } });
  return error ? { ok: false, error: toAuthFailure(error) } : { ok: true, data: null };
}

export async function requestPasswordRecovery(
  client: ArdenaSupabaseClient,
  email: string,
  redirectTo: string,
): Promise<Result<null>> {
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo });
  return error ? { ok: false, error: toAuthFailure(error) } : { ok: true, data: null };
}

export async function updateUserPassword(client: ArdenaSupabaseClient, password: string): Promise<Result<null>> {
  const { error } = await client.auth.updateUser({ password });
  return error ? { ok: false, error: toAuthFailure(error) } : { ok: true, data: null };
}

/** A row of `public.transactions` as the data API returns it (the migration in supabase/migrations). */
export interface TransactionRow {
  id: string;
  /** ISO timestamp. */
  transaction_date: string;
  merchant_name: string;
  description: string | null;
  transaction_type: TransactionType;
  amount: number;
  /** ISO 4217 code. */
  currency?: string;
}

export interface TransactionPage {
  rows: TransactionRow[];
  /** Every transaction the user may read, not just this page. */
  total: number;
}

/** One page (1-based) of the user's transactions, newest first, with the exact total for the pager. */
export async function fetchTransactionPage(
  client: ArdenaSupabaseClient,
  page: number,
  pageSize: number,
): Promise<{ data: TransactionPage | null; error: DataError | null }> {
  const from = (page - 1) * pageSize;
  const { data, error, count } = await client
    .from('transactions')
    .select('*', { count: 'exact' })
    .order('transaction_date', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error) return { data: null, error };
  const rows = toTransactions(data);
  return { data: { rows, total: count ?? rows.length }, error: null };
}

function toTransactions(data: unknown): TransactionRow[] {
  return ((data ?? []) as Array<TransactionRow & { amount: number | string }>).map((row) => ({
    ...row,
    // numeric columns arrive as strings from PostgREST when they exceed float precision; the table wants numbers.
    amount: typeof row.amount === 'string' ? Number.parseFloat(row.amount) : row.amount,
  }));
}

/** Rows asked for per request when reading the whole history (PostgREST servers often cap a response at 1000). */
export const transactionsBatchSize = 1000;

/**
 * Every transaction the user may read, newest first (for an export). Read range by range, each starting where the
 * rows received so far end, until the exact count is reached: a server cap below `batchSize` only means more requests.
 */
export async function fetchAllTransactions(
  client: ArdenaSupabaseClient,
  batchSize = transactionsBatchSize,
): Promise<{ data: TransactionRow[] | null; error: DataError | null }> {
  const all: TransactionRow[] = [];
  let total = Number.POSITIVE_INFINITY;
  while (all.length < total) {
    const { data, error, count } = await client
      .from('transactions')
      .select('*', { count: 'exact' })
      .order('transaction_date', { ascending: false })
      // The id breaks ties between equal dates, so consecutive ranges never skip or repeat a row.
      .order('id', { ascending: true })
      .range(all.length, all.length + batchSize - 1);
    if (error) return { data: null, error };
    const rows = toTransactions(data);
    if (rows.length === 0) break;
    all.push(...rows);
    total = count ?? (rows.length < batchSize ? all.length : Number.POSITIVE_INFINITY);
  }
  return { data: all, error: null };
}

function isBusinessMetrics(value: unknown): value is BusinessMetrics {
  if (typeof value !== 'object' || value === null) return false;
  const metrics = value as Record<string, unknown>;
  return (
    metrics.totalRevenue !== undefined &&
    metrics.transactions !== undefined &&
    metrics.activeCustomers !== undefined &&
    typeof metrics.settlementStatus === 'string'
  );
}

/** The calling business's metrics, or `null` when it has no data yet. */
export async function fetchBusinessMetrics(
  client: ArdenaSupabaseClient,
): Promise<{ data: BusinessMetrics | null; error: DataError | null }> {
  const { data, error } = await client.rpc('business_metrics');
  if (error) return { data: null, error };
  const value: unknown = Array.isArray(data) ? data[0] : data;
  if (!isBusinessMetrics(value)) return { data: null, error: null };
  return {
    data: {
      totalRevenue: Number(value.totalRevenue),
      transactions: Number(value.transactions),
      activeCustomers: Number(value.activeCustomers),
      settlementStatus: value.settlementStatus,
    },
    error: null,
  };
}

/**
 * Records that a business asked for help with `topic` (a setup step or quick action). The row is insert-only for
 * its owner; the default `return=minimal` needs no read access.
 */
export async function submitSetupRequest(
  client: ArdenaSupabaseClient,
  userId: string,
  topic: string,
  message?: string,
): Promise<{ error: DataError | null }> {
  const row: Record<string, string> = message ? { user_id: userId, topic, message } : { user_id: userId, topic };
  const { error } = await client.from('setup_requests').insert(row);
  return { error };
}
