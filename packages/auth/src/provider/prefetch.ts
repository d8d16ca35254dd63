import type { ArdenaSupabaseClient } from '../client/client';
import {
  type BusinessMetrics,
  type DataError,
  fetchBusinessMetrics,
  fetchTransactionPage,
  type TransactionPage,
} from '../data/accountApi';

type Answer<T> = { data: T | null; error: DataError | null };

/** A started request, kept until the hook that asks for it first takes it. */
interface Prefetched {
  readonly answer: Promise<unknown>;
  readonly startedAt: number;
}

/** How long a started request stays usable: a portal opened later than this loads its data anew. */
const freshForMs = 10_000;

const started = new WeakMap<ArdenaSupabaseClient, Map<string, Prefetched>>();

function start<T>(client: ArdenaSupabaseClient, key: string, request: () => Promise<Answer<T>>): void {
  let requests = started.get(client);
  if (!requests) {
    requests = new Map();
    started.set(client, requests);
  }
  const previous = requests.get(key);
  if (previous && Date.now() - previous.startedAt < freshForMs) return;
  const answer = request();
  // An unhandled failure here would be reported before the hook takes (and handles) it.
  answer.catch(() => {});
  requests.set(key, { answer, startedAt: Date.now() });
}

/** The request started for `key`, once (a later load or a reload asks the backend again); `null` if none is fresh. */
export function takePrefetched<T>(client: ArdenaSupabaseClient, key: string): Promise<Answer<T>> | null {
  const requests = started.get(client);
  const prefetched = requests?.get(key);
  if (!requests || !prefetched) return null;
  requests.delete(key);
  if (Date.now() - prefetched.startedAt >= freshForMs) return null;
  return prefetched.answer as Promise<Answer<T>>;
}

export const transactionsKey = (userId: string, page: number, pageSize: number) =>
  `transactions:${userId}:${page}:${pageSize}`;

export const businessMetricsKey = (userId: string) => `business-metrics:${userId}`;

/**
 * Starts loading one page of the signed-in user's transactions before `useTransactions` (in `ConsumerPortal`) asks
 * for it: call it as soon as the session is known (with the profile request, not after it), and the portal shows
 * the rows one round trip earlier. `useTransactions` with the same user, page and page size takes this request
 * instead of starting its own, if it mounts within 10 seconds. Call it outside supabase-js's `onAuthStateChange`
 * callback (for example from a `setTimeout`): the request reads the session, which waits for that callback.
 */
export function prefetchTransactions(
  client: ArdenaSupabaseClient,
  userId: string,
  { page = 1, pageSize }: { page?: number; pageSize: number },
): void {
  start<TransactionPage>(client, transactionsKey(userId, page, pageSize), () =>
    fetchTransactionPage(client, page, pageSize),
  );
}

/** `prefetchTransactions` for the business metrics that `useBusinessMetrics` (in `BusinessPortal`) loads. */
export function prefetchBusinessMetrics(client: ArdenaSupabaseClient, userId: string): void {
  start<BusinessMetrics>(client, businessMetricsKey(userId), () => fetchBusinessMetrics(client));
}
