import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSupabaseClient, emailLinkInUrl, hasStoredSession, loadSupabase, sessionStorageKey } from './client';

function memoryStorage(entries: Record<string, string>) {
  return { getItem: (key: string) => entries[key] ?? null };
}

describe('supabase client factory', () => {
  it.each([
    'http://127.0.0.1:54321',
    'http://localhost:54321/',
    'https://abcdefghijklmnop.supabase.co',
    '  https://api.ardena.example  ',
  ])('derives the same storage key as supabase-js for %s', (url) => {
    const client = createClient(url, 'anon-key', { auth: { persistSession: false, autoRefreshToken: false } });
    // supabase-js keeps its derived key on the client; the property is protected in its types.
    expect(sessionStorageKey(url)).toBe((client as unknown as { storageKey: string }).storageKey);
  });

  it('tells a stored session from none, a corrupt entry or another backend’s session', () => {
    const url = 'https://abcdefghijklmnop.supabase.co';
    const session = JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 1 });
    expect(hasStoredSession(url, memoryStorage({ 'sb-abcdefghijklmnop-auth-token': session }))).toBe(true);
    expect(hasStoredSession(url, memoryStorage({}))).toBe(false);
    expect(hasStoredSession(url, memoryStorage({ 'sb-abcdefghijklmnop-auth-token': '{not json' }))).toBe(false);
    expect(hasStoredSession(url, memoryStorage({ 'sb-abcdefghijklmnop-auth-token': 'null' }))).toBe(false);
    expect(hasStoredSession(url, memoryStorage({ 'sb-127-auth-token': session }))).toBe(false);
    expect(hasStoredSession(url, undefined)).toBe(false);
  });

  it('creates clients for the given backend and shares one per backend', async () => {
    const connection = { url: 'http://127.0.0.1:59999', anonKey: 'anon-key' };
    const fresh = await createSupabaseClient(connection);
    expect((fresh as unknown as { supabaseUrl: string }).supabaseUrl).toBe(connection.url);
    const first = await loadSupabase(connection);
    const second = await loadSupabase({ ...connection });
    expect(second).toBe(first);
    expect(first).not.toBe(fresh);
  });
});

describe('a connection’s fetch', () => {
  it('carries the client’s requests, auth and data alike', async () => {
    const transport = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 400, error_code: 'invalid_credentials', msg: 'no' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const client = await createSupabaseClient(
      { url: 'http://127.0.0.1:59998', anonKey: 'anon-key', fetch: transport },
      { autoRefreshToken: false, detectSessionInUrl: false },
    );
    const { error } = await client.auth.signInWithPassword({ email: 'ana@company.eu', password: 'wrong' });
    expect(error?.code).toBe('invalid_credentials');
    await client.from('profiles').select('*');
    const urls = transport.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls).toEqual([
      'http://127.0.0.1:59998/auth/v1/token?grant_type=password',
      'http://127.0.0.1:59998/rest/v1/profiles?select=*',
    ]);
  });
});

describe('emailLinkInUrl', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('recognises a sign-up confirmation and a refused link in the fragment, and nothing else', () => {
    window.history.replaceState(null, '', '/#access_token=a&expires_in=3600&refresh_token=r&type=signup');
    expect(emailLinkInUrl()).toEqual({ kind: 'signUpConfirmed' });
    window.history.replaceState(
      null,
      '',
      '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(emailLinkInUrl()).toEqual({
      kind: 'failed',
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
    window.history.replaceState(null, '', '/#access_token=a&refresh_token=r&type=recovery');
    expect(emailLinkInUrl()).toBeNull();
    window.history.replaceState(null, '', '/#section');
    expect(emailLinkInUrl()).toBeNull();
  });
});
