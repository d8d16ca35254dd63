// Simultaneous sign-ups of one address. PGlite runs one transaction at a time, so the race only shows on a real
// Postgres (DATABASE_URL): there the losers used to hit the email unique index and answer 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { raw, startTestServer, uniqueEmail } from './harness';

const PASSWORD = 'Correct-Horse-42';
const CONCURRENT = 12;
let confirming: RunningServer;
let autoconfirming: RunningServer;

beforeAll(async () => {
  confirming = await startTestServer({ rateLimits: 'off' });
  autoconfirming = await startTestServer({ rateLimits: 'off', autoconfirm: true });
});
afterAll(async () => {
  await Promise.all([confirming?.stop(), autoconfirming?.stop()]);
});

async function signUpAtOnce(server: RunningServer, email: string) {
  return Promise.all(
    Array.from({ length: CONCURRENT }, async (_, index) => {
      const response = await raw(server, '/signup', {
        method: 'POST',
        body: JSON.stringify({ email, password: PASSWORD, data: { attempt: index } }),
      });
      const body = (await response.json()) as { code?: string; id?: string; user?: { id: string } };
      return { status: response.status, code: body.code };
    }),
  );
}

async function usersWith(server: RunningServer, email: string) {
  return (
    await server.context.db.query<{ id: string }>('select id from auth.users where lower(email) = lower($1)', [email])
  ).rows;
}

describe(`${CONCURRENT} concurrent sign-ups of one address`, () => {
  it('with email confirmation: one user, and every answer is a success or a GoTrue client error', async () => {
    const email = uniqueEmail('race');
    const results = await signUpAtOnce(confirming, email);
    expect(results.filter((result) => result.status >= 500)).toEqual([]);
    expect(results.filter((result) => result.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const result of results.filter((result) => result.status !== 200)) {
      expect(result).toEqual({ status: 429, code: 'over_email_send_rate_limit' });
    }
    expect(await usersWith(confirming, email)).toHaveLength(1);
  });

  it('with autoconfirm: one session, the others user_already_exists', async () => {
    const email = uniqueEmail('race-auto');
    const results = await signUpAtOnce(autoconfirming, email);
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status !== 200)).toEqual(
      Array.from({ length: CONCURRENT - 1 }, () => ({ status: 422, code: 'user_already_exists' })),
    );
    expect(await usersWith(autoconfirming, email)).toHaveLength(1);
  });
});
