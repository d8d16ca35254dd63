// Configuration rules (defaults, overrides, refusing published keys in production), the status script's output and
// the migration runner (order, recording, a failing file stops start-up).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/db/migrate';
import { openInMemoryFromTemplate } from '../../src/db/template';
import { localSupabase } from '../../src/defaults';
import { ConfigError, DEFAULT_SERVICE_ROLE_KEY, MigrationError, resolveConfig } from '../../src/index';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'ardena-auth-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('configuration', () => {
  it('defaults match hosted Supabase and the documented local ports and keys', () => {
    const { server, auth } = resolveConfig({});
    expect(server).toMatchObject({
      host: '127.0.0.1',
      port: 54321,
      mailboxPort: 54324,
      apiUrl: 'http://127.0.0.1:54321',
      siteUrl: 'http://127.0.0.1:4173',
      anonKey: localSupabase.anonKey,
      serviceRoleKey: DEFAULT_SERVICE_ROLE_KEY,
    });
    expect(auth.mailerAutoconfirm).toBe(false);
    expect(auth.passwordMinLength).toBe(8);
    expect(auth.emailFrequencySeconds).toBe(60);
    expect(auth.refreshTokenReuseIntervalSeconds).toBe(10);
    expect(auth.rateLimits).toEqual({
      signup: { limit: 30, windowSeconds: 300 },
      token: { limit: 150, windowSeconds: 300 },
      verify: { limit: 30, windowSeconds: 300 },
      mfa: { limit: 15, windowSeconds: 60 },
      // GoTrue's RATE_LIMIT_ANONYMOUS_USERS default: 30 per hour.
      anonymous: { limit: 30, windowSeconds: 3600 },
      // GOTRUE_RATE_LIMIT_PASSKEY: the passkey ceremonies share the sign-in limit's window.
      passkey: { limit: 30, windowSeconds: 300 },
    });
    expect(auth.anonymousUsers).toBe(false);
    expect(auth.failedSignIns).toEqual({ limit: 10, windowSeconds: 900 });
  });

  it('reads overrides from the environment, with or without the GOTRUE_ prefix', () => {
    const { server, auth } = resolveConfig({
      API_PORT: '6000',
      SUPABASE_ANON_KEY: 'anon-x',
      SERVICE_ROLE_KEY: 'secret-y',
      GOTRUE_MAILER_AUTOCONFIRM: 'true',
      RATE_LIMIT_VERIFY: '5/10',
      ADDITIONAL_REDIRECT_URLS: 'https://preview.example/**, http://localhost:5173',
    });
    expect(server.port).toBe(6000);
    expect(server.anonKey).toBe('anon-x');
    expect(server.serviceRoleKey).toBe('secret-y');
    expect(auth.mailerAutoconfirm).toBe(true);
    expect(auth.rateLimits.verify).toEqual({ limit: 5, windowSeconds: 10 });
    expect(auth.additionalRedirectUrls).toEqual(['https://preview.example/**', 'http://localhost:5173']);
    expect(resolveConfig({ AUTH_RATE_LIMITS: 'off' }).auth.rateLimits.token).toBeNull();
  });

  it('refuses the published default keys when NODE_ENV=production', () => {
    expect(() => resolveConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => resolveConfig({ NODE_ENV: 'production', SUPABASE_ANON_KEY: 'mine' })).toThrow(
      /SUPABASE_SERVICE_ROLE_KEY/,
    );
    expect(
      resolveConfig({
        NODE_ENV: 'production',
        ANON_KEY: 'sb_publishable_a1B2c3D4e5F6g7H8i9J0k1L2m3',
        SERVICE_ROLE_KEY: 'sb_secret_z9Y8x7W6v5U4t3S2r1Q0p9O8n7M6',
        SMTP_URL: 'smtp://mail.example:587',
      }).server.anonKey,
    ).toBe('sb_publishable_a1B2c3D4e5F6g7H8i9J0k1L2m3');
  });

  it('the start script exits 1 with a clear message in production with default keys', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: packageDir,
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: ':memory:', SUPABASE_ANON_KEY: '', ANON_KEY: '' },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Refusing to start') });
  });

  it('status prints exactly one JSON object on stdout', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/status.ts'], {
      cwd: packageDir,
      env: {
        ...process.env,
        SUPABASE_ANON_KEY: '',
        ANON_KEY: '',
        SUPABASE_SERVICE_ROLE_KEY: '',
        SERVICE_ROLE_KEY: '',
        API_PORT: '',
      },
    });
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(stdout)).toEqual({
      api_url: 'http://127.0.0.1:54321',
      anon_key: localSupabase.anonKey,
      service_role_key: DEFAULT_SERVICE_ROLE_KEY,
      mailbox_url: 'http://127.0.0.1:54324',
    });
  });
});

describe('migrations', () => {
  it('applies new files in filename order, records them like the Supabase CLI, and stops at a failing one', async () => {
    const { db } = await openInMemoryFromTemplate(join(packageDir, '../../supabase'));
    try {
      const dir = join(scratch, 'supabase');
      mkdirSync(join(dir, 'migrations'), { recursive: true });
      writeFileSync(
        join(dir, 'migrations', '29990102000000_second.sql'),
        'alter table public.probe add column note text;',
      );
      writeFileSync(
        join(dir, 'migrations', '29990101000000_first.sql'),
        'create table public.probe (id int primary key);',
      );
      const applied = await prepareDatabase(db, dir);
      expect(applied.applied).toEqual(['29990101000000_first.sql', '29990102000000_second.sql']);
      const recorded = await db.query<{ version: string; name: string }>(
        "select version, name from supabase_migrations.schema_migrations where version like '2999%' order by version",
      );
      expect(recorded.rows).toEqual([
        { version: '29990101000000', name: 'first' },
        { version: '29990102000000', name: 'second' },
      ]);
      // Running again applies nothing.
      expect((await prepareDatabase(db, dir)).applied).toEqual([]);

      writeFileSync(
        join(dir, 'migrations', '29990103000000_broken.sql'),
        'create table public.half (id int);\nselect * from nowhere;',
      );
      const failure = await prepareDatabase(db, dir).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as MigrationError).file).toBe('supabase/migrations/29990103000000_broken.sql');
      expect((failure as MigrationError).sqlError).toMatch(/nowhere/);
      // The failed file left nothing behind and is not recorded.
      expect((await db.query("select to_regclass('public.half') as half")).rows[0]).toEqual({ half: null });
      expect(
        (await db.query("select 1 from supabase_migrations.schema_migrations where version = '29990103000000'")).rows,
      ).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('bootstrap provides the Supabase roles and auth helpers reading request.jwt.claims', async () => {
    const { db } = await openInMemoryFromTemplate(join(packageDir, '../../supabase'));
    try {
      const roles = await db.query<{ rolname: string }>(
        "select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname",
      );
      expect(roles.rows.map((row) => row.rolname)).toEqual(['anon', 'authenticated', 'authenticator', 'service_role']);
      const claims = await db.transaction(async (tx) => {
        await tx.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ sub: '11111111-1111-4111-8111-111111111111', role: 'authenticated', email: 'a@b.co' }),
        ]);
        return (
          await tx.query<{ uid: string; role: string; email: string; jwt: Record<string, unknown> }>(
            'select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt',
          )
        ).rows[0];
      });
      expect(claims).toMatchObject({
        uid: '11111111-1111-4111-8111-111111111111',
        role: 'authenticated',
        email: 'a@b.co',
      });
      const tables = await db.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'auth' order by table_name",
      );
      expect(tables.rows.map((row) => row.table_name)).toEqual([
        'flow_state',
        'identities',
        'mfa_amr_claims',
        'mfa_challenges',
        'mfa_factors',
        'one_time_tokens',
        // This server's own: the password and metadata each unconfirmed sign-up chose, until the mailbox proves one.
        'pending_signups',
        'refresh_tokens',
        'sessions',
        'users',
        // Passkeys, as GoTrue's migration names them.
        'webauthn_challenges',
        'webauthn_credentials',
      ]);
    } finally {
      await db.close();
    }
  });
});
