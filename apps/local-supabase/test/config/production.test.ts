// The production guard (issue 19, finding 8): NODE_ENV=production in any case refuses the published keys and the open
// mailbox (no SMTP_URL), and a production start never runs the demo seed, whose users' password is public.
import { describe, expect, it } from 'vitest';
import { ConfigError, resolveConfig } from '../../src/index';
import { startServerOnTestDatabase } from '../support/test-database';

const ownKeys = {
  SUPABASE_ANON_KEY: 'sb_publishable_own_Qm9vZ3JlZW5fa2V5X2Zvcl90ZXN0',
  SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_own_U2VjcmV0X2tleV9mb3JfdGVzdHNfb25seQ',
};
const smtp = { SMTP_URL: 'smtp://user:pass@mail.example:587' };

describe('production guard', () => {
  it.each(['production', 'Production', 'PRODUCTION', ' production '])(
    'NODE_ENV=%j refuses the published default keys',
    (nodeEnv) => {
      expect(() => resolveConfig({ NODE_ENV: nodeEnv, ...smtp })).toThrow(ConfigError);
      expect(() => resolveConfig({ NODE_ENV: nodeEnv, ...smtp })).toThrow(/published local default keys/);
    },
  );

  // Issue 30, finding 2: the public key equal to the secret one reached the admin API, and 1-character keys started.
  it('refuses an anon key equal to the service key, naming both variables', () => {
    const same = 'sb_secret_same_U2VjcmV0X2tleV9mb3JfdGVzdHNfb25seQ';
    const env = { NODE_ENV: 'production', ...smtp, SUPABASE_ANON_KEY: same, SUPABASE_SERVICE_ROLE_KEY: same };
    expect(() => resolveConfig(env)).toThrow(ConfigError);
    expect(() => resolveConfig(env)).toThrow(/SUPABASE_ANON_KEY equal to SUPABASE_SERVICE_ROLE_KEY/);
  });

  it.each([
    ['SUPABASE_ANON_KEY', { ...ownKeys, SUPABASE_ANON_KEY: 'a' }, /1-character SUPABASE_ANON_KEY/],
    [
      'SUPABASE_SERVICE_ROLE_KEY',
      { ...ownKeys, SUPABASE_SERVICE_ROLE_KEY: 'x'.repeat(31) },
      /31-character SUPABASE_SERVICE_ROLE_KEY/,
    ],
  ])('refuses a short %s', (_name, keys, message) => {
    expect(() => resolveConfig({ NODE_ENV: 'production', ...smtp, ...keys })).toThrow(message);
    // Outside production any key works, as for local tests.
    expect(resolveConfig({ ...keys }).production).toBe(false);
  });

  it('refuses to serve the open mailbox in production: SMTP_URL is required', () => {
    expect(() => resolveConfig({ NODE_ENV: 'Production', ...ownKeys })).toThrow(/without SMTP_URL/);
    expect(resolveConfig({ NODE_ENV: 'Production', ...ownKeys, ...smtp }).production).toBe(true);
    expect(resolveConfig({ NODE_ENV: 'development' }).production).toBe(false);
  });

  it('a production start does not seed the demo users and opens no mailbox', { timeout: 240_000 }, async () => {
    const server = await startServerOnTestDatabase({
      port: 0,
      mailboxPort: 0,
      quiet: true,
      env: { NODE_ENV: 'Production', ...ownKeys, ...smtp },
    });
    try {
      const users = await server.context.db.query('select email from auth.users');
      expect(users.rows).toEqual([]);
      expect(server.mailboxUrl).toBe('');
      const health = await fetch(`${server.apiUrl}/auth/v1/health`);
      expect(health.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
