// Abuse limits (hit, then recovered once the window passes) and bad input: every case answers in the contract's JSON
// shape without crashing the server or leaking a stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { client, raw, startTestServer, uniqueEmail } from './harness';

const PASSWORD = 'Correct-Horse-42';
const WINDOW_SECONDS = 2;
const LOCKOUT_SECONDS = 12;
let limited: RunningServer;
let open: RunningServer;

beforeAll(async () => {
  // Small windows so "recovered" is observable in a test; the defaults (30/5 min, …) are covered by config tests.
  limited = await startTestServer({
    autoconfirm: true,
    env: {
      GOTRUE_RATE_LIMIT_OTP: `3/${WINDOW_SECONDS * 2}`,
      GOTRUE_RATE_LIMIT_VERIFY: `2/${WINDOW_SECONDS}`,
      GOTRUE_RATE_LIMIT_TOKEN_REFRESH: `100/${WINDOW_SECONDS}`,
      // Wider than the others: four bcrypt checks must fit in it even on a loaded machine.
      RATE_LIMIT_FAILED_SIGN_INS: `3/${LOCKOUT_SECONDS}`,
    },
  });
  open = await startTestServer({ rateLimits: 'off', env: { GOTRUE_SMTP_MAX_FREQUENCY: String(WINDOW_SECONDS) } });
});
afterAll(async () => {
  await Promise.all([limited?.stop(), open?.stop()]);
});

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));

describe('rate limits', () => {
  it('per-IP limit of the sign-up/OTP/recover group answers 429 over_request_rate_limit, then recovers', async () => {
    const { supabase } = client(limited);
    // Recovery for unknown addresses is cheap (no bcrypt, no email), so the burst fits in the window on a slow machine.
    const results = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      results.push(await supabase.auth.resetPasswordForEmail(uniqueEmail('burst')));
    }
    expect(results.slice(0, 3).map((result) => result.error)).toEqual([null, null, null]);
    expect(results[3]?.error?.status).toBe(429);
    expect(results[3]?.error?.code).toBe('over_request_rate_limit');
    expect(results[3]?.error?.message).toBe('Request rate limit reached');
    await pause(WINDOW_SECONDS * 2);
    expect((await supabase.auth.signUp({ email: uniqueEmail('later'), password: PASSWORD })).error).toBeNull();
  });

  it('verify has its own limit', async () => {
    const { supabase } = client(limited);
    const codes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      codes.push(
        (await supabase.auth.verifyOtp({ email: 'x@example.com', token: '123456', type: 'email' })).error?.code,
      );
    }
    expect(codes).toEqual(['otp_expired', 'otp_expired', 'over_request_rate_limit']);
    await pause(WINDOW_SECONDS);
  });

  it('slows one account from the failing source after repeated failed sign-ins, even for the right password, until its delay passes', async () => {
    await pause(WINDOW_SECONDS);
    const { supabase } = client(limited);
    const email = uniqueEmail('lockout');
    await supabase.auth.signUp({ email, password: PASSWORD });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await supabase.auth.signInWithPassword({ email, password: 'Wrong-Pass-123' })).error?.code).toBe(
        'invalid_credentials',
      );
    }
    const locked = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(locked.error?.status).toBe(429);
    expect(locked.error?.code).toBe('over_request_rate_limit');
    // Another account from the same IP is unaffected.
    const other = uniqueEmail('unlocked');
    await supabase.auth.signUp({ email: other, password: PASSWORD });
    expect((await supabase.auth.signInWithPassword({ email: other, password: PASSWORD })).error).toBeNull();
    await pause(LOCKOUT_SECONDS);
    expect((await supabase.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('one email per address per window: a second recovery email is over_email_send_rate_limit', async () => {
    const { supabase } = client(open);
    const email = uniqueEmail('mailflood');
    await supabase.auth.signUp({ email, password: PASSWORD });
    expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
    const second = await supabase.auth.resetPasswordForEmail(email);
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    await pause(WINDOW_SECONDS);
    expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
  });
});

describe('bad input', () => {
  it('malformed JSON → 400 bad_json with the echoed API version header and x-sb-error-code', async () => {
    const response = await raw(open, '/signup', { method: 'POST', body: '{"email": "a@b.co",' });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('bad_json');
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('bad_json');
    expect(body.message).toMatch(/^Could not parse request body as JSON: /);
  });

  it('a JSON array or wrong field types → 400 bad_json', async () => {
    for (const body of [
      '[]',
      '{"email": 42, "password": "Correct-Horse-42"}',
      '{"email": "a@b.co", "password": true}',
    ]) {
      const response = await raw(open, '/signup', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('bad_json');
    }
    const data = await raw(open, '/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('types'), password: PASSWORD, data: 'not an object' }),
    });
    expect(((await data.json()) as { code: string }).code).toBe('bad_json');
  });

  it('a body over 1 MiB → 413 request_entity_too_large', async () => {
    const response = await raw(open, '/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'big@example.com', password: PASSWORD, data: { blob: 'x'.repeat(1024 * 1024) } }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('request_entity_too_large');
  });

  it('missing fields → validation_failed with GoTrue messages', async () => {
    const cases: Array<[string, string, unknown, string]> = [
      ['/signup', 'POST', { email: 'a@b.co' }, 'Signup requires a valid password'],
      [
        '/signup',
        'POST',
        { email: 'not-an-email', password: PASSWORD },
        'Unable to validate email address: invalid format',
      ],
      ['/token?grant_type=password', 'POST', { password: PASSWORD }, 'missing email or phone'],
      ['/token?grant_type=refresh_token', 'POST', {}, 'Refresh token is not valid'],
      [
        '/token?grant_type=pkce',
        'POST',
        { auth_code: 'x' },
        'invalid request: both auth code and code verifier should be non-empty',
      ],
      ['/recover', 'POST', {}, 'Password recovery requires an email'],
      ['/otp', 'POST', {}, 'One of email or phone must be set'],
      ['/resend', 'POST', { email: 'a@b.co' }, 'Missing one of these types: signup, email_change, sms, phone_change'],
      ['/verify', 'POST', { token: '123456', email: 'a@b.co' }, 'Verify requires a verification type'],
      ['/verify', 'POST', { type: 'signup', email: 'a@b.co' }, 'Verify requires either a token or a token hash'],
      ['/verify', 'POST', { type: 'nonsense', token_hash: 'abc' }, 'Unsupported verification type'],
    ];
    for (const [path, method, body, message] of cases) {
      const response = await raw(open, path, { method, body: JSON.stringify(body) });
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ code: 'validation_failed', message });
    }
  });

  it('unknown grant type and PKCE with an unknown code', async () => {
    const grant = await raw(open, '/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(await grant.json()).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
    const pkce = await raw(open, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: '00000000-0000-4000-8000-000000000000', code_verifier: 'a'.repeat(64) }),
    });
    expect(pkce.status).toBe(404);
    expect(await pkce.json()).toEqual({
      code: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    });
  });

  it('requests without the API version header get the legacy error shape', async () => {
    const response = await fetch(`${open.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: open.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever-123' }),
    });
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('bearer problems on /user: none, the anon key, a forged token', async () => {
    const none = await fetch(`${open.apiUrl}/auth/v1/user`, {
      headers: { apikey: open.anonKey, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: string }).code).toBe('no_authorization');
    const anon = await raw(open, '/user');
    expect(await anon.json()).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
    const forged = await raw(open, '/user', { token: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { code: string }).code).toBe('bad_jwt');
    expect((await open.context.identify('eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln')).kind).toBe('invalid');
    expect((await open.context.identify(open.anonKey)).kind).toBe('anon');
    expect((await open.context.identify(open.serviceRoleKey)).kind).toBe('service_role');
  });

  it('providers an unconfigured project lacks answer like Supabase, never 500', async () => {
    const authorize = await raw(open, '/authorize?provider=github');
    expect(await authorize.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    });
    const unknown = await raw(open, '/authorize?provider=myspace');
    expect(await unknown.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider: Provider myspace could not be found',
    });
    const { supabase } = client(open);
    const sso = await supabase.auth.signInWithSSO({ domain: 'example.com' });
    expect(sso.error?.code).toBe('saml_provider_disabled');
    const session = (await supabase.auth.signUp({ email: uniqueEmail('link'), password: PASSWORD })).data.user;
    expect(session).not.toBeNull();
    const signedIn = client(open);
    const email = uniqueEmail('linker');
    await raw(open, '/signup', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
    await open.context.db.query('update auth.users set email_confirmed_at = now() where email = $1', [email]);
    await signedIn.supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const token = (await signedIn.supabase.auth.getSession()).data.session?.access_token ?? '';
    const link = await raw(open, '/user/identities/authorize?provider=github&skip_http_redirect=true', { token });
    expect(await link.json()).toEqual({ code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    const unlink = await raw(open, '/user/identities/00000000-0000-4000-8000-000000000000', {
      method: 'DELETE',
      token,
    });
    expect(unlink.status).toBe(404);
  });

  it('health, settings and CORS preflight', async () => {
    expect(((await (await raw(open, '/health')).json()) as { name: string }).name).toBe('GoTrue');
    const settings = (await (await raw(open, '/settings')).json()) as {
      mailer_autoconfirm: boolean;
      external: Record<string, boolean>;
    };
    expect(settings.mailer_autoconfirm).toBe(false);
    expect(settings.external.email).toBe(true);
    const preflight = await fetch(`${open.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-supabase-api-version');
    const error = await fetch(`${open.apiUrl}/auth/v1/user`, { headers: { origin: 'http://127.0.0.1:4173' } });
    expect(error.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });

  it('the server is still healthy after all of the above', async () => {
    expect((await raw(open, '/health')).status).toBe(200);
  });
});
