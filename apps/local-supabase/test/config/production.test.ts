// The production guard (issue 19, finding 8): NODE_ENV=production in any case refuses the published keys and the open
// mailbox (no SMTP_URL), and a production start never runs the demo seed, whose users' password is public.
import { describe, expect, it } from 'vitest';
import { ConfigError, resolveConfig } from '../../src/index';
import { startServerOnTestDatabase } from '../support/test-database';

const ownKeys = { SUPABASE_ANON_KEY: 'sb_publishable_own', SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_own' };
const smtp = { SMTP_URL: 'smtp://user:pass@mail.example:587' };

describe('production guard', () => {
  it.each(['production', 'Production', 'PRODUCTION', ' production '])(
    'NODE_ENV=%j refuses the published default keys',
    (nodeEnv) => {
      expect(() => resolveConfig({ NODE_ENV: nodeEnv, ...smtp })).toThrow(ConfigError);
      expect(() => resolveConfig({ NODE_ENV: nodeEnv, ...smtp })).toThrow(/published local default keys/);
    },
  );

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
