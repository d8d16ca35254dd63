// Input the database cannot hold answers a 4xx validation error in the contract's JSON, never a 500: NUL bytes, lone
// surrogates, a huge MFA factor name, and sign-up names longer than the profile columns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { raw, startTestServer, uniqueEmail } from './harness';

const PASSWORD = 'Correct-Horse-42';
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ autoconfirm: true, rateLimits: 'off' });
});
afterAll(async () => {
  await server?.stop();
});

async function signUp(body: Record<string, unknown>) {
  const response = await raw(server, '/signup', { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { code?: string; message?: string } };
}

describe('input the database cannot store', () => {
  it('a first name over 100 or a business name over 200 characters: 422 naming the field, and no user', async () => {
    const tooLongFirst = uniqueEmail('long-first');
    const first = await signUp({
      email: tooLongFirst,
      password: PASSWORD,
      data: { userType: 'consumer', firstName: 'a'.repeat(101) },
    });
    expect(first.status).toBe(422);
    expect(first.body.code).toBe('validation_failed');
    expect(first.body.message).toContain('first name must be at most 100 characters');

    const business = await signUp({
      email: uniqueEmail('long-business'),
      password: PASSWORD,
      data: { userType: 'business', firstName: 'Ada', businessName: 'b'.repeat(201) },
    });
    expect(business.status).toBe(422);
    expect(business.body.message).toContain('business name must be at most 200 characters');

    const exact = await signUp({
      email: uniqueEmail('exact'),
      password: PASSWORD,
      data: { userType: 'business', firstName: 'a'.repeat(100), business_name: 'b'.repeat(200) },
    });
    expect(exact.status).toBe(200);
    const users = await server.context.db.query('select 1 from auth.users where email = $1', [tooLongFirst]);
    expect(users.rows).toEqual([]);
  });

  it('NUL bytes and lone surrogates anywhere in a body: 400 validation_failed', async () => {
    for (const data of [{ firstName: 'Ada\u0000' }, { firstName: 'Ada\ud800' }, { ['\udc00key']: 'x' }]) {
      const result = await signUp({ email: uniqueEmail('nul'), password: PASSWORD, data });
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('validation_failed');
    }
    const password = await signUp({ email: uniqueEmail('nul-password'), password: 'Correct\u0000Horse-42' });
    expect(password.status).toBe(400);
    // A well-formed pair (an emoji) is ordinary text.
    expect(
      (await signUp({ email: uniqueEmail('emoji'), password: PASSWORD, data: { firstName: 'Ada 🙂' } })).status,
    ).toBe(200);
  });

  it('a 900 KB MFA factor name: 400 validation_failed', async () => {
    const signedUp = (await (
      await raw(server, '/signup', {
        method: 'POST',
        body: JSON.stringify({ email: uniqueEmail('factor'), password: PASSWORD }),
      })
    ).json()) as { access_token: string };
    const enroll = await raw(server, '/factors', {
      method: 'POST',
      token: signedUp.access_token,
      body: JSON.stringify({ factor_type: 'totp', friendly_name: 'f'.repeat(900 * 1024) }),
    });
    expect(enroll.status).toBe(400);
    expect(((await enroll.json()) as { code: string }).code).toBe('validation_failed');
    const health = await raw(server, '/health');
    expect(health.status).toBe(200);
  });
});
