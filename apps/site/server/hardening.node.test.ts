// Issue 30: the build refuses secrets and unsafe URLs in the client bundle (finding 3); the site server serves
// `/index.html` under its page's CSP by redirecting to the canonical address, and closes trickling or silent
// connections in bounded time (findings 6 and 8).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localSupabase } from '@ardena/local-supabase/defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM without declarations (the build script runs with no build step)
import { resolveSupabaseTarget } from '../scripts/supabase-target.mjs';
// @ts-expect-error plain ESM without declarations (the server runs with no build step)
import { createSiteServer } from './index.mjs';

const hosted = 'https://abcd.supabase.co';
const publishable = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const jwt = (claims: Record<string, unknown>) =>
  `${[{ alg: 'HS256', typ: 'JWT' }, claims]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.')}.c2lnbmF0dXJl`;
const target = (env: Record<string, string>) => () => resolveSupabaseTarget(env);

describe('site build: keys and URLs the bundle may carry', () => {
  it('refuses a secret key, named as such', () => {
    expect(
      target({ VITE_SUPABASE_URL: hosted, VITE_SUPABASE_ANON_KEY: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz' }),
    ).toThrow(/VITE_SUPABASE_ANON_KEY is a secret key \(sb_secret_…\)/);
    expect(
      target({ VITE_SUPABASE_URL: hosted, VITE_SUPABASE_ANON_KEY: jwt({ role: 'service_role', iss: 'supabase' }) }),
    ).toThrow(/a JWT with role "service_role"/);
    // Even for a local build: the secret key never belongs in a bundle.
    expect(
      target({ LOCAL_SUPABASE: '1', VITE_SUPABASE_ANON_KEY: 'sb_secret_abc', VITE_SUPABASE_URL: localSupabase.url }),
    ).toThrow(/secret key/);
  });

  it('accepts a publishable key and a legacy anon JWT', () => {
    expect(resolveSupabaseTarget({ VITE_SUPABASE_URL: hosted, VITE_SUPABASE_ANON_KEY: publishable })).toMatchObject({
      url: hosted,
      anonKey: publishable,
      local: false,
    });
    const anon = jwt({ role: 'anon', iss: 'supabase' });
    expect(resolveSupabaseTarget({ VITE_SUPABASE_URL: hosted, VITE_SUPABASE_ANON_KEY: anon }).anonKey).toBe(anon);
  });

  it('refuses plain http to another machine, but not to this one', () => {
    expect(target({ VITE_SUPABASE_URL: 'http://abcd.supabase.co', VITE_SUPABASE_ANON_KEY: publishable })).toThrow(
      /uses http:\/\/ for abcd\.supabase\.co/,
    );
    expect(target({ VITE_SUPABASE_URL: 'http://10.0.0.5:8000', VITE_SUPABASE_ANON_KEY: publishable })).toThrow(
      /https:\/\//,
    );
    for (const url of ['http://localhost:54321', 'http://127.0.0.2:8000', 'http://[::1]:54321']) {
      expect(resolveSupabaseTarget({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: publishable }).url).toBe(url);
    }
  });

  it('refuses credentials in the URL without echoing them', () => {
    const run = target({
      VITE_SUPABASE_URL: 'https://admin:hunter2@abcd.supabase.co',
      VITE_SUPABASE_ANON_KEY: publishable,
    });
    expect(run).toThrow(/contains credentials/);
    expect(run).not.toThrow(/hunter2/);
  });

  it('keeps LOCAL_SUPABASE=1 working', () => {
    expect(resolveSupabaseTarget({ LOCAL_SUPABASE: '1' })).toEqual({
      url: localSupabase.url,
      anonKey: localSupabase.anonKey,
      local: true,
    });
  });
});

describe('site server', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'ardena-site-hardening-'));
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const dist = join(scratch, 'dist');
    mkdirSync(join(dist, 'client/about'), { recursive: true });
    writeFileSync(join(dist, 'client/index.html'), '<!doctype html><title>home</title><script>1</script>');
    writeFileSync(join(dist, 'client/about/index.html'), '<!doctype html><title>about</title>');
    writeFileSync(join(dist, 'client/404.html'), '<!doctype html><title>404</title>');
    writeFileSync(join(dist, 'csp-hashes.json'), '{"/": ["home"], "/about": [], "/404.html": []}');
    writeFileSync(join(dist, 'supabase.json'), JSON.stringify({ url: hosted, connectOrigin: hosted, local: false }));
    server = createSiteServer({
      distDir: dist,
      timeouts: { headersMs: 1_000, requestMs: 1_500, keepAliveMs: 500, checkEveryMs: 200 },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server?.close();
    server?.closeAllConnections();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('redirects /index.html to the page whose CSP allows its scripts', async () => {
    const root = await fetch(`http://127.0.0.1:${port}/index.html?x=1`, { redirect: 'manual' });
    expect(root.status).toBe(301);
    expect(root.headers.get('location')).toBe('/?x=1');
    const about = await fetch(`http://127.0.0.1:${port}/about/index.html`, { redirect: 'manual' });
    expect(about.headers.get('location')).toBe('/about/');
    const followed = await fetch(`http://127.0.0.1:${port}/index.html`);
    expect(followed.status).toBe(200);
    expect(followed.headers.get('content-security-policy')).toContain("'sha256-home'");
  });

  // Bounded: each connection must be closed by the server well before the test's own limit.
  it('closes a silent connection and a trickling request in bounded time', async () => {
    const closedAfter = (send: (socket: ReturnType<typeof connect>) => void) =>
      new Promise<{ ms: number; answer: string }>((resolve, reject) => {
        const started = Date.now();
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        const timer = setTimeout(() => {
          socket.destroy();
          reject(new Error('the server kept the connection open for 10 s'));
        }, 10_000);
        socket.on('data', (chunk) => {
          answer += chunk.toString();
        });
        socket.on('close', () => {
          clearTimeout(timer);
          resolve({ ms: Date.now() - started, answer });
        });
        socket.on('error', () => {});
        send(socket);
      });
    const silent = await closedAfter(() => {});
    expect(silent.ms).toBeLessThan(5_000);
    const trickling = await closedAfter((socket) => {
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      const drip = setInterval(() => socket.writable && socket.write('X-A: b\r\n'), 100);
      socket.on('close', () => clearInterval(drip));
    });
    expect(trickling.ms).toBeLessThan(5_000);
    expect(trickling.answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
