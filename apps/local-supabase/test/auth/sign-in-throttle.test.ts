// Failed sign-ins slow the source that fails without locking the account: wrong passwords from one address make
// that address wait (429), while the owner's correct password from another address still signs in.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { raw, startTestServer, uniqueEmail } from './harness';

const PASSWORD = 'Correct-Horse-42';
const FREE_FAILURES = 3;
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({
    autoconfirm: true,
    // The per-IP limits stay on (AUTH_RATE_LIMITS=off would turn this one off too) but far above this test's traffic.
    env: {
      GOTRUE_RATE_LIMIT_OTP: '1000/60',
      GOTRUE_RATE_LIMIT_TOKEN_REFRESH: '1000/60',
      RATE_LIMIT_FAILED_SIGN_INS: `${FREE_FAILURES}/60`,
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

/** A password sign-in sent from a given loopback source address (127.0.0.1 and 127.0.0.2 are distinct clients). */
function signInFrom(source: string, email: string, password: string) {
  const body = JSON.stringify({ email, password });
  const url = new URL(`${server.apiUrl}/auth/v1/token?grant_type=password`);
  return new Promise<{ status: number; code?: string; retryAfter?: string; accessToken?: string }>(
    (resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: 'POST',
          localAddress: source,
          headers: {
            apikey: server.anonKey,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-supabase-api-version': '2024-01-01',
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => {
            const parsed = JSON.parse(text) as { code?: string; access_token?: string };
            resolve({
              status: response.statusCode ?? 0,
              code: parsed.code,
              retryAfter: response.headers['retry-after'],
              accessToken: parsed.access_token,
            });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    },
  );
}

async function account() {
  const email = uniqueEmail('throttle');
  const created = await raw(server, '/signup', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
  expect(created.status).toBe(200);
  return email;
}

describe('failed sign-in throttling', () => {
  it('wrong passwords from one source never lock the owner out from another source', async () => {
    const email = await account();
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
      expect((await signInFrom('127.0.0.1', email, 'Wrong-Pass-123')).code).toBe('invalid_credentials');
    }
    const throttled = await signInFrom('127.0.0.1', email, 'Wrong-Pass-123');
    expect(throttled.status).toBe(429);
    expect(throttled.code).toBe('over_request_rate_limit');
    expect(Number(throttled.retryAfter)).toBeGreaterThanOrEqual(1);

    const owner = await signInFrom('127.0.0.2', email, PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.accessToken).toBeTruthy();
  });

  it('the failing source waits a delay that doubles with each further failure; a success forgets the failures', async () => {
    const email = await account();
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) await signInFrom('127.0.0.1', email, 'Wrong-1');
    // Checked before the password: even the right one waits while this source is slowed down.
    const first = await signInFrom('127.0.0.1', email, PASSWORD);
    expect(first.status).toBe(429);
    const firstDelay = Number(first.retryAfter);
    expect(firstDelay).toBeGreaterThanOrEqual(4);
    expect(firstDelay).toBeLessThanOrEqual(5);
    await new Promise((resolve) => setTimeout(resolve, firstDelay * 1000 + 200));
    expect((await signInFrom('127.0.0.1', email, 'Wrong-2')).code).toBe('invalid_credentials');
    const second = await signInFrom('127.0.0.1', email, PASSWORD);
    expect(second.status).toBe(429);
    expect(Number(second.retryAfter)).toBeGreaterThan(firstDelay + 2);
    await new Promise((resolve) => setTimeout(resolve, Number(second.retryAfter) * 1000 + 200));
    expect((await signInFrom('127.0.0.1', email, PASSWORD)).status).toBe(200);
    // The success forgot this source's failures: the next wrong password is an ordinary invalid_credentials.
    expect((await signInFrom('127.0.0.1', email, 'Wrong-3')).code).toBe('invalid_credentials');
  });
});
