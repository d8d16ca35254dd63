// Every failure under /auth/v1 is GoTrue's error JSON: unknown paths (404), wrong methods (405), oversized bodies (413)
// and unexpected failures (500) that never leak a stack trace. Both shapes: the 2024-01-01 API
// (`{code, message}`, what supabase-js asks for) and the legacy one (`{code, error_code, msg}`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { client, raw, startTestServer, uniqueEmail } from './harness';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: 'off', autoconfirm: true });
});
afterAll(async () => {
  await server?.stop();
});

const legacy = (path: string, init: RequestInit = {}) => fetch(`${server.apiUrl}/auth/v1${path}`, init);

describe('unknown paths and methods', () => {
  it('an unknown path is 404 JSON in both shapes, with x-sb-error-code', async () => {
    const versioned = await raw(server, '/no/such/route');
    expect(versioned.status).toBe(404);
    expect(versioned.headers.get('content-type')).toMatch(/^application\/json/);
    expect(versioned.headers.get('x-sb-error-code')).toBe('not_found');
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await versioned.json()).toEqual({ code: 'not_found', message: 'No API route matches GET /no/such/route' });

    const old = await legacy('/admin/nothing-here', { method: 'POST' });
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({
      code: 404,
      error_code: 'not_found',
      msg: 'No API route matches POST /admin/nothing-here',
    });
    expect((await legacy('')).status).toBe(404);
  });

  it('a known path with another method is 405 JSON with an Allow header', async () => {
    const signup = await raw(server, '/signup', { method: 'DELETE' });
    expect(signup.status).toBe(405);
    expect(signup.headers.get('allow')).toBe('POST');
    expect(await signup.json()).toEqual({
      code: 'method_not_allowed',
      message: 'Method DELETE not allowed on /signup',
    });

    const user = await legacy('/user', { method: 'PATCH' });
    expect(user.status).toBe(405);
    expect(user.headers.get('allow')).toBe('GET, PUT');
    expect(await user.json()).toMatchObject({ code: 405, error_code: 'method_not_allowed' });

    const adminUser = await raw(server, '/admin/users/5d8f0b7a-0000-4000-8000-000000000000', { method: 'POST' });
    expect(adminUser.status).toBe(405);
    expect(adminUser.headers.get('allow')).toBe('GET, PUT, DELETE');

    // An OPTIONS that is not a CORS preflight reaches the routes (GoTrue's CORS layer passes it on), so it is a 405
    // too; a preflight is still the CORS layer's (see limits-and-input.test.ts).
    const options = await raw(server, '/token', { method: 'OPTIONS' });
    expect(options.status).toBe(405);
    expect(options.headers.get('allow')).toBe('POST');
    expect(await options.json()).toEqual({
      code: 'method_not_allowed',
      message: 'Method OPTIONS not allowed on /token',
    });
  });
});

describe('oversized requests', () => {
  it('a body over 1 MiB is 413 request_entity_too_large, on user and admin routes alike', async () => {
    const big = JSON.stringify({ email: uniqueEmail('big'), password: 'x'.repeat(2 << 20) });
    const response = await raw(server, '/signup', { method: 'POST', body: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'request_entity_too_large', message: 'Request body too large' });
    const admin = await raw(server, '/admin/users', { method: 'POST', body: big, token: server.serviceRoleKey });
    expect(admin.status).toBe(413);
    expect(await admin.json()).toEqual({ code: 'request_entity_too_large', message: 'Request body too large' });
  });
});

describe('unexpected failures', () => {
  // Runs last: it breaks this file's own in-memory database on purpose.
  it('a database failure is 500 unexpected_failure with no stack or SQL in the answer', async () => {
    const email = uniqueEmail('broken');
    const { supabase } = client(server);
    expect((await supabase.auth.signUp({ email, password: 'Correct-Horse-42' })).error).toBeNull();
    await server.context.db.exec('drop table auth.mfa_amr_claims cascade');
    const response = await raw(server, '/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'Correct-Horse-42' }),
    });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      code: 'unexpected_failure',
      message: 'Unexpected failure, please check server logs for more information',
    });
    expect(body).not.toMatch(/mfa_amr_claims|at .*\.ts|relation/);

    // The legacy shape adds the request id, as GoTrue's does for every 5xx.
    const old = await legacy('/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
      body: JSON.stringify({ email, password: 'Correct-Horse-42' }),
    });
    expect(await old.json()).toEqual({
      code: 500,
      error_code: 'unexpected_failure',
      msg: 'Unexpected failure, please check server logs for more information',
      error_id: 'req-42',
    });
  });
});
