// The production path (issue 19, finding 8): the site build refuses to ship the local backend's URL or key unless asked
// to (LOCAL_SUPABASE=1), and the site server's CSP connect-src comes from the build, not from its own environment.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { localSupabase } from '@ardena/local-supabase/defaults';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM without declarations (the server runs with no build step)
import { createSiteServer } from './index.mjs';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'ardena-site-prod-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function build(env: Record<string, string>) {
  const base = { ...process.env };
  for (const name of ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'LOCAL_SUPABASE']) delete base[name];
  return promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: siteDir, env: { ...base, ...env } });
}

// Each refusal starts a build process (tsx loads @ardena/content first): about 13 s apiece on a loaded 2-core machine.
describe('site build: which Supabase it ships', { timeout: 180_000 }, () => {
  it('refuses a production build with no Supabase project configured', async () => {
    await expect(build({})).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Refusing to build: no Supabase project configured'),
    });
  });

  it('refuses to pair a hosted URL with the local key, or the local URL with a hosted key', async () => {
    await expect(build({ VITE_SUPABASE_URL: 'https://abcd.supabase.co' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('only VITE_SUPABASE_URL is set'),
    });
    await expect(
      build({ VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_SUPABASE_ANON_KEY: localSupabase.anonKey }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("the local backend's published key") });
    await expect(build({ VITE_SUPABASE_ANON_KEY: 'sb_publishable_hosted' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('only VITE_SUPABASE_ANON_KEY is set'),
    });
  });
});

describe('site server: CSP connect-src', () => {
  it('names the Supabase origin the build recorded, whatever the runtime environment says', async () => {
    const dist = join(scratch, 'dist');
    mkdirSync(join(dist, 'client'), { recursive: true });
    writeFileSync(join(dist, 'client/index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dist, 'client/404.html'), '<!doctype html><title>404</title>');
    writeFileSync(join(dist, 'csp-hashes.json'), '{"/": [], "/404.html": []}');
    writeFileSync(
      join(dist, 'supabase.json'),
      JSON.stringify({ url: 'https://abcd.supabase.co', connectOrigin: 'https://abcd.supabase.co', local: false }),
    );
    const previous = process.env.VITE_SUPABASE_URL;
    delete process.env.VITE_SUPABASE_URL;
    const server: Server = createSiteServer({ distDir: dist });
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const csp = (await fetch(`http://127.0.0.1:${port}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("connect-src 'self' https://abcd.supabase.co");
      expect(csp).not.toContain(localSupabase.url);
    } finally {
      server.close();
      if (previous !== undefined) process.env.VITE_SUPABASE_URL = previous;
    }
  });
});
