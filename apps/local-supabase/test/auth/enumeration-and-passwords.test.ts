// Issue 30, finding 8: the answers to sign-up, recovery and resend do not tell a registered address from an unknown
// one (including the one-email-per-minute rule, which answered 429 only for registered addresses), and the password
// rules follow GoTrue's settings (PASSWORD_MIN_LENGTH, PASSWORD_REQUIRED_CHARACTERS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { resolveConfig } from '../../src/index';
import { raw, startTestServer, uniqueEmail } from './harness';

const REGISTERED = 'consumer@ardena.example';
let server: RunningServer;

beforeAll(async () => {
  // Hosted defaults: rate limits and the 60 s email frequency on.
  server = await startTestServer({
    env: {
      GOTRUE_PASSWORD_MIN_LENGTH: '10',
      GOTRUE_PASSWORD_REQUIRED_CHARACTERS: 'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
    },
  });
});
afterAll(() => server?.stop());

const post = async (path: string, body: unknown) => {
  const response = await raw(server, path, { method: 'POST', body: JSON.stringify(body) });
  const json = (await response.json()) as Record<string, unknown>;
  return { status: response.status, json };
};

/** The answer's shape without the values that differ on every call (ids, timestamps, the address itself). */
function shape(answer: { status: number; json: Record<string, unknown> }) {
  const { id, created_at, updated_at, confirmation_sent_at, email, user_metadata, ...rest } = answer.json;
  return { status: answer.status, keys: Object.keys(answer.json).sort(), rest: answer.status === 429 ? rest : {} };
}

describe('registered and unknown addresses get the same answers', () => {
  for (const [name, path, body] of [
    ['recover', '/recover', {}],
    ['resend', '/resend', { type: 'signup' }],
  ] as const) {
    it(`${name}: twice in a row`, async () => {
      const unknown = uniqueEmail(`nobody-${name}`);
      const known = [
        await post(path, { ...body, email: REGISTERED }),
        await post(path, { ...body, email: REGISTERED }),
      ];
      const stranger = [await post(path, { ...body, email: unknown }), await post(path, { ...body, email: unknown })];
      expect(known.map(shape)).toEqual(stranger.map(shape));
      expect(known.map((answer) => answer.status)).toEqual([200, 429]);
    });
  }

  it('sign-up of a registered address answers as a new one, and again within the minute alike', async () => {
    const password = 'Strong-Passw0rd-2026';
    const known = [
      await post('/signup', { email: 'business@ardena.example', password }),
      await post('/signup', { email: 'business@ardena.example', password }),
    ];
    const unknown = uniqueEmail('nobody-signup');
    const stranger = [
      await post('/signup', { email: unknown, password }),
      await post('/signup', { email: unknown, password }),
    ];
    expect(known.map((answer) => answer.status)).toEqual([200, 429]);
    expect(stranger.map((answer) => answer.status)).toEqual([200, 429]);
    // (The first answers differ as in hosted GoTrue: a registered address gets a user with no identities; see README.)
    expect(known[1]?.json.code).toBe('over_email_send_rate_limit');
    expect(stranger[1]?.json.code).toBe('over_email_send_rate_limit');
  });
});

describe('password rules from GoTrue’s settings', () => {
  it('PASSWORD_REQUIRED_CHARACTERS and PASSWORD_MIN_LENGTH: 422 weak_password with GoTrue’s reasons', async () => {
    const lower = await post('/signup', { email: uniqueEmail('weak'), password: 'alllowercase-password' });
    expect(lower.status).toBe(422);
    expect(lower.json).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['characters'] } });
    expect(String(lower.json.message)).toContain('Password should contain at least one character of each:');
    const short = await post('/signup', { email: uniqueEmail('short'), password: 'Sh0rt-pw' });
    expect(short.json).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['length'] } });
    expect(short.json.message).toBe('Password should be at least 10 characters.');
    const strong = await post('/signup', { email: uniqueEmail('strong'), password: 'Mixed-Case-123' });
    expect(strong.status).toBe(200);
  });

  it('reads GoTrue’s variable names and the Supabase CLI’s requirement names; defaults as documented', () => {
    expect(
      resolveConfig({ GOTRUE_PASSWORD_REQUIRED_CHARACTERS: 'lower_upper_letters_digits' }).auth
        .passwordRequiredCharacters,
    ).toEqual(['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789']);
    expect(resolveConfig({ PASSWORD_REQUIRED_CHARACTERS: 'ab:c\\:d' }).auth.passwordRequiredCharacters).toEqual([
      'ab',
      'c:d',
    ]);
    expect(resolveConfig({ GOTRUE_PASSWORD_HIBP_ENABLED: 'false' }).auth.rejectBreachedPasswords).toBe(false);
    const defaults = resolveConfig({}).auth;
    expect(defaults.passwordMinLength).toBe(8);
    expect(defaults.passwordRequiredCharacters).toEqual([]);
    expect(defaults.rejectBreachedPasswords).toBe(true);
  });
});
