import { useCallback, useContext, useEffect, useState } from 'react';
import {
  type BusinessMetrics,
  type DataError,
  fetchBusinessMetrics,
  fetchTransactionPage,
  type Profile,
  type TransactionPage,
  type TransactionRow,
} from '../data/accountApi';
import { notificationFor } from '../notifications/notifications';
import { AuthContext, type AuthContextValue } from './authContext';
import { businessMetricsKey, takePrefetched, transactionsKey } from './prefetch';

/** The session, user, profile and account actions. Must be used inside `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user's profile; `loading` covers both the session check and the profile request. */
export function useProfile(): { profile: Profile | null; loading: boolean } {
  const { profile, loading, profileLoading } = useAuth();
  return { profile, loading: loading || profileLoading };
}

export interface UseTransactionsOptions {
  /** 1-based page number. */
  page: number;
  /** Rows per page; the consumer portal shows 25. */
  pageSize?: number;
}

export interface TransactionsState {
  rows: TransactionRow[];
  /** All the user's transactions (exact count), for the pager. */
  total: number;
  loading: boolean;
  error: DataError | null;
  reload(): void;
}

/** The default page size of the transaction history. */
export const transactionsPageSize = 25;

/**
 * One page of the signed-in user's transactions, newest first, paged on the server. A failed request shows the
 * destructive 'Error' / 'Failed to load transactions' notification and is logged.
 */
export function useTransactions({ page, pageSize = transactionsPageSize }: UseTransactionsOptions): TransactionsState {
  const { client, user, notify, messages } = useAuth();
  const userId = user?.id ?? null;
  const [state, setState] = useState<Omit<TransactionsState, 'reload'>>({
    rows: [],
    total: 0,
    loading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!client || !userId) return;
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    const requested = Math.max(1, page);
    // The first load may already be under way (prefetchTransactions); a reload always asks again.
    const prefetched =
      attempt === 0 ? takePrefetched<TransactionPage>(client, transactionsKey(userId, requested, pageSize)) : null;
    (prefetched ?? fetchTransactionPage(client, requested, pageSize))
      .then(({ data, error }) => {
        if (!current) return;
        if (error || !data) {
          console.error('Could not load transactions', error);
          notify(notificationFor({ kind: 'transactionsLoadFailed' }, messages));
          setState({ rows: [], total: 0, loading: false, error });
          return;
        }
        setState({ rows: data.rows, total: data.total, loading: false, error: null });
      })
      .catch((error: unknown) => {
        // Thrown exceptions (network down, aborted) are only logged: the rows stay as they were.
        console.error('Could not load transactions', error);
        if (current) {
          setState({
            rows: [],
            total: 0,
            loading: false,
            error: { code: 'FETCH_FAILED', message: error instanceof Error ? error.message : String(error) },
          });
        }
      });
    return () => {
      current = false;
    };
  }, [client, userId, page, pageSize, notify, messages, attempt]);

  return { ...state, reload };
}

export interface BusinessMetricsState {
  /** `null` when the business has no data yet (the portal then shows its Getting Started state). */
  metrics: BusinessMetrics | null;
  loading: boolean;
  error: DataError | null;
}

/** The signed-in business's metrics from the `business_metrics()` RPC. */
export function useBusinessMetrics(): BusinessMetricsState {
  const { client, user } = useAuth();
  const userId = user?.id ?? null;
  const [state, setState] = useState<BusinessMetricsState>({ metrics: null, loading: true, error: null });

  useEffect(() => {
    if (!client || !userId) return;
    let current = true;
    setState({ metrics: null, loading: true, error: null });
    (takePrefetched<BusinessMetrics>(client, businessMetricsKey(userId)) ?? fetchBusinessMetrics(client))
      .then(({ data, error }) => {
        if (!current) return;
        if (error) console.error('Could not load business metrics', error);
        setState({ metrics: data, loading: false, error });
      })
      .catch((error: unknown) => {
        console.error('Could not load business metrics', error);
        if (current) {
          setState({
            metrics: null,
            loading: false,
            error: { code: 'FETCH_FAILED', message: error instanceof Error ? error.message : String(error) },
          });
        }
      });
    return () => {
      current = false;
    };
  }, [client, userId]);

  return state;
}
