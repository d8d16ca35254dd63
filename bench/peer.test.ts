// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeerServer, peerDirFromEnv } from './peer.mjs';

describe("the peer's server", () => {
  let dir: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'peer-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets/index-abc.js'), 'console.log("app")');
    writeFileSync(join(dir, 'assets/index-abc.js.br'), brotliCompressSync('console.log("app")'));
    server = createPeerServer(dir) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every route of the SPA with its index.html, revalidated', async () => {
    const response = await fetch(`${origin}/auth`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('id="root"');
  });

  it('sends the brotli twin of a hashed asset to a client that accepts it, cached for good', async () => {
    const response = await fetch(`${origin}/assets/index-abc.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('answers 404 for a missing file and never serves a twin by its own name', async () => {
    expect((await fetch(`${origin}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${origin}/assets/index-abc.js.br`)).status).toBe(404);
  });
});

describe('peerDirFromEnv', () => {
  it('is undefined without PEER_DIR, so the peer is skipped', () => {
    expect(peerDirFromEnv({})).toBeUndefined();
    expect(peerDirFromEnv({ PEER_DIR: '  ' })).toBeUndefined();
    expect(peerDirFromEnv({ PEER_DIR: '/tmp/peer' })).toBe('/tmp/peer');
  });
});
