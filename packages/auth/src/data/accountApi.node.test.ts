/**
 * Contract tests: this package's data functions, through the real supabase-js client, against the real local
 * backend (apps/local-supabase) with its migrations and seed. Run with the `node` Vitest project.
 */
// apps/local-supabase is a private app without an `exports` map, so its source is imported by path.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../../apps/local-supabase/src/index';
import { type ArdenaSupabaseClient, createSupabaseClient } from '../client/client';
import { emptyAuthFormValues } from '../forms/validation';
import { notificationFor } from '../notifications/notifications';
import { memoryStorage } from '../testing/fakeSupabase';
import {
  fetchAllTransactions,
  fetchBusinessMetrics,
  fetchProfile,
  fetchTransactionPage,
  signInWithPassword,
  signOutEverywhere,
  signUpWithPassword,
  submitSetupRequest,
} from './accountApi';

const seedPassword = 'Ardena-demo-2026';
let server: RunningServer;

beforeAll(async () => {
  // Node 20 has no global WebSocket; supabase-js builds its (unused) realtime client eagerly and needs one.
  if (!('WebSocket' in globalThis)) {
    Object.assign(globalThis, { WebSocket: (await import('ws')).WebSocket });
  }
  server = await startServer({ dataDir: ':memory:', port: 0, mailboxPort: 0, rateLimits: 'off', quiet: true });
});

afterAll(async () => {
  await server?.stop();
});

function newClient(): Promise<ArdenaSupabaseClient> {
  return createSupabaseClient(
    { url: server.apiUrl, anonKey: server.anonKey },
    { storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: false },
  );
}

async function signedIn(email: string) {
  const client = await newClient();
  const result = await signInWithPassword(client, email, seedPassword);
  if (!result.ok) throw new Error(`sign-in of ${email} failed: ${result.error.message}`);
  return { client, userId: result.data.user.id };
}

describe('account API against the local backend', () => {
  it('reads the seeded consumer’s profile and pages exactly their 50 transactions, newest first', async () => {
    const { client, userId } = await signedIn('consumer@ardena.example');
    const { profile, error } = await fetchProfile(client, userId);
    expect(error).toBeNull();
    expect(profile).toMatchObject({ user_id: userId, user_type: 'consumer' });

    const first = await fetchTransactionPage(client, 1, 25);
    const second = await fetchTransactionPage(client, 2, 25);
    expect(first.error).toBeNull();
    expect(first.data?.total).toBe(50);
    expect(first.data?.rows).toHaveLength(25);
    expect(second.data?.rows).toHaveLength(25);
    const dates = [...(first.data?.rows ?? []), ...(second.data?.rows ?? [])].map((row) => row.transaction_date);
    expect(dates).toEqual([...dates].sort((a, b) => Date.parse(b) - Date.parse(a)));
    expect(typeof first.data?.rows[0]?.amount).toBe('number');

    const other = await signedIn('consumer2@ardena.example');
    const otherPage = await fetchTransactionPage(other.client, 1, 100);
    const mine = new Set([...(first.data?.rows ?? []), ...(second.data?.rows ?? [])].map((row) => row.id));
    expect(otherPage.data?.rows.some((row) => mine.has(row.id))).toBe(false);
  });

  it('reads every transaction for an export, range by range, each row once and newest first', async () => {
    const { client } = await signedIn('consumer@ardena.example');
    // Ranges of 7 (an uneven split of 50) exercise the paging that a server's row cap would force.
    const all = await fetchAllTransactions(client, 7);
    expect(all.error).toBeNull();
    expect(all.data).toHaveLength(50);
    expect(new Set(all.data?.map((row) => row.id)).size).toBe(50);
    const dates = (all.data ?? []).map((row) => row.transaction_date);
    expect(dates).toEqual([...dates].sort((a, b) => Date.parse(b) - Date.parse(a)));
    const whole = await fetchAllTransactions(client);
    expect(whole.data?.map((row) => row.id)).toEqual(all.data?.map((row) => row.id));
  });

  it('gives the business its metrics and records a setup request', async () => {
    const { client, userId } = await signedIn('business@ardena.example');
    const { data, error } = await fetchBusinessMetrics(client);
    expect(error).toBeNull();
    expect(data).not.toBeNull();
    expect(data?.totalRevenue).toBeGreaterThan(0);
    expect(data?.transactions).toBeGreaterThan(0);
    expect(typeof data?.settlementStatus).toBe('string');
    expect((await submitSetupRequest(client, userId, 'Configure Settlements')).error).toBeNull();
  });

  it('gives a consumer no business metrics', async () => {
    const { client } = await signedIn('consumer@ardena.example');
    const { data, error } = await fetchBusinessMetrics(client);
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('rejects a wrong password with the invalid-credentials wording', async () => {
    const client = await newClient();
    const result = await signInWithPassword(client, 'consumer@ardena.example', 'not-the-password');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(notificationFor({ kind: 'signInFailed', ...result.error }).description).toBe(
      'Invalid email or password. Please check your credentials.',
    );
  });

  it('signs up with camelCase metadata (no session until confirmed) and reports weak passwords', async () => {
    const client = await newClient();
    const values = {
      ...emptyAuthFormValues,
      email: `new-${Date.now()}@example.com`,
      password: 'a-long-enough-password',
      firstName: 'Ada',
      lastName: 'Lovelace',
    };
    const created = await signUpWithPassword(client, 'consumer', values, 'http://localhost:4173/');
    expect(created).toMatchObject({ ok: true, data: { session: null, email: values.email } });

    const weak = await signUpWithPassword(
      client,
      'consumer',
      { ...values, email: `weak-${Date.now()}@example.com`, password: 'short' },
      'http://localhost:4173/',
    );
    expect(weak.ok).toBe(false);
    if (weak.ok) return;
    expect(weak.error.code).toBe('weak_password');
    expect(weak.error.weakPasswordReasons).toContain('length');
  });

  it('a sign-up with a registered address fails as "already registered", which the form shows as its Account exists notice', async () => {
    const client = await newClient();
    const values = { ...emptyAuthFormValues, email: 'consumer@ardena.example', password: 'another-long-password' };
    const result = await signUpWithPassword(client, 'consumer', values, 'http://localhost:4173/');
    expect(result).toMatchObject({ ok: false, error: { code: 'user_already_exists', status: 422 } });
    if (result.ok) return;
    expect(notificationFor({ kind: 'signUpFailed', ...result.error })).toMatchObject({
      title: 'Account exists',
      description: 'This email is already registered. Please sign in instead.',
    });
    // The registered password still signs in: the refused sign-up changed nothing.
    expect((await signInWithPassword(client, 'consumer@ardena.example', seedPassword)).ok).toBe(true);
  });

  it('signs out, and the profile is no longer readable', async () => {
    const { client, userId } = await signedIn('consumer@ardena.example');
    expect(await signOutEverywhere(client)).toEqual({ ok: true, data: null });
    const { profile } = await fetchProfile(client, userId);
    expect(profile).toBeNull();
  });
});
