import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArdenaSupabaseClient } from '../client/client';
import { prefetchBusinessMetrics, prefetchTransactions, takePrefetched, transactionsKey } from './prefetch';

/** A client whose data calls are counted and answer at once (the shape supabase-js's query builder has). */
function countingClient() {
  const calls = { from: 0, rpc: 0 };
  const query = {
    select: () => query,
    order: () => query,
    range: () => Promise.resolve({ data: [], error: null, count: 0 }),
  };
  const client = {
    from: () => {
      calls.from += 1;
      return query;
    },
    rpc: () => {
      calls.rpc += 1;
      return Promise.resolve({ data: null, error: null });
    },
  } as unknown as ArdenaSupabaseClient;
  return { client, calls };
}

afterEach(() => vi.useRealTimers());

describe('prefetch', () => {
  it('starts one request, which the first taker gets and nobody after', async () => {
    const { client, calls } = countingClient();
    prefetchTransactions(client, 'user-1', { pageSize: 25 });
    prefetchTransactions(client, 'user-1', { pageSize: 25 });
    expect(calls.from).toBe(1);
    const taken = takePrefetched(client, transactionsKey('user-1', 1, 25));
    await expect(taken).resolves.toEqual({ data: { rows: [], total: 0 }, error: null });
    expect(takePrefetched(client, transactionsKey('user-1', 1, 25))).toBeNull();
  });

  it('keeps requests apart by user, page and page size', () => {
    const { client } = countingClient();
    prefetchTransactions(client, 'user-1', { page: 2, pageSize: 25 });
    expect(takePrefetched(client, transactionsKey('user-2', 2, 25))).toBeNull();
    expect(takePrefetched(client, transactionsKey('user-1', 1, 25))).toBeNull();
    expect(takePrefetched(client, transactionsKey('user-1', 2, 10))).toBeNull();
    expect(takePrefetched(client, transactionsKey('user-1', 2, 25))).not.toBeNull();
  });

  it('offers a request for 10 seconds only', () => {
    vi.useFakeTimers();
    const { client, calls } = countingClient();
    prefetchBusinessMetrics(client, 'user-1');
    expect(calls.rpc).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(takePrefetched(client, 'business-metrics:user-1')).toBeNull();
  });
});
