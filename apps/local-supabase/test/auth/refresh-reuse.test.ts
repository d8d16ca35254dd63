// Refresh-token reuse detection once the reuse window has passed: the replay revokes the whole family, and no later
// replay of any token of that family (the stolen one or the real client's newest) opens a session again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { raw, startTestServer, uniqueEmail } from './harness';

const PASSWORD = 'Correct-Horse-42';
const REUSE_INTERVAL_SECONDS = 1;
let server: RunningServer;

beforeAll(async () => {
  // A one-second window instead of the hosted ten keeps the test short; the semantics are the same.
  server = await startTestServer({
    autoconfirm: true,
    rateLimits: 'off',
    env: { GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: String(REUSE_INTERVAL_SECONDS) },
  });
});
afterAll(async () => {
  await server?.stop();
});

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 200));

async function refresh(token: string) {
  const response = await raw(server, '/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: token }),
  });
  return { status: response.status, body: (await response.json()) as { code?: string; refresh_token?: string } };
}

async function signIn() {
  const response = await raw(server, '/signup', {
    method: 'POST',
    body: JSON.stringify({ email: uniqueEmail('reuse'), password: PASSWORD }),
  });
  const session = (await response.json()) as { refresh_token: string };
  expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
  return session.refresh_token;
}

describe('refresh-token reuse outside the reuse window', () => {
  it('revokes the family, and an immediate second replay of the stolen token gets no session', async () => {
    const rt0 = await signIn();
    const rt1 = (await refresh(rt0)).body.refresh_token ?? '';
    const rt2 = (await refresh(rt1)).body.refresh_token ?? '';
    expect(rt2).toMatch(/^[a-z0-9]{12}$/);
    await pause(REUSE_INTERVAL_SECONDS);

    const firstReplay = await refresh(rt0);
    expect(firstReplay).toEqual({
      status: 400,
      body: { code: 'refresh_token_already_used', message: expect.any(String) },
    });
    const secondReplay = await refresh(rt0);
    expect(secondReplay.status).toBe(400);
    expect(secondReplay.body.code).toBe('refresh_token_already_used');
    expect(secondReplay.body.refresh_token).toBeUndefined();

    // The family stays revoked: neither the real client's newest token nor any other member works, now or later.
    for (const token of [rt2, rt1, rt0]) {
      expect((await refresh(token)).body.code).toBe('refresh_token_already_used');
    }
    await pause(REUSE_INTERVAL_SECONDS);
    for (const token of [rt0, rt2]) {
      expect((await refresh(token)).body.code).toBe('refresh_token_already_used');
    }
  });

  it('revoking the family leaves the revocation times the reuse window reads untouched', async () => {
    const rt0 = await signIn();
    const rt1 = (await refresh(rt0)).body.refresh_token ?? '';
    await refresh(rt1);
    const before = await server.context.db.query<{ token: string; updated_at: Date }>(
      'select token, updated_at from auth.refresh_tokens where token = any($1::text[]) order by id',
      [[rt0, rt1]],
    );
    await pause(REUSE_INTERVAL_SECONDS);
    expect((await refresh(rt0)).body.code).toBe('refresh_token_already_used');
    const after = await server.context.db.query<{ token: string; updated_at: Date }>(
      'select token, updated_at from auth.refresh_tokens where token = any($1::text[]) order by id',
      [[rt0, rt1]],
    );
    expect(after.rows.map((row) => new Date(row.updated_at).toISOString())).toEqual(
      before.rows.map((row) => new Date(row.updated_at).toISOString()),
    );
  });
});
