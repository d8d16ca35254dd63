// Request-size limits (issue 19, finding 6): bodies over API_MAX_BODY_BYTES answer 413 in each surface's error shape
// while streaming, so a 200 MB anonymous body does not grow the server's memory; oversized headers answer 431 JSON.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { startTestServer } from '../auth/harness';

const MiB = 1 << 20;
const packageDir = fileURLToPath(new URL('../..', import.meta.url));
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: 'off' });
});
afterAll(() => server?.stop());

const headers = (s: RunningServer) => ({
  apikey: s.anonKey,
  authorization: `Bearer ${s.anonKey}`,
  'content-type': 'application/json',
  'x-supabase-api-version': '2024-01-01',
});

/** A JSON array of consent records just over `bytes` long. */
function bigRows(bytes: number): string {
  const row = JSON.stringify({ consent_id: '00000000-0000-4000-8000-000000000000', analytics: true, marketing: false });
  return `[${Array.from({ length: Math.ceil(bytes / row.length) }, () => row).join(',')}]`;
}

/** The same body as a stream of unknown length (Transfer-Encoding: chunked), `pauseMs` between 64 KiB chunks. */
function chunked(text: string, pauseMs = 0): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    async pull(controller) {
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

/**
 * POSTs an oversized body and resolves with the answer even when the server closes the connection before the upload
 * ends (it stops discarding the rest after 500 ms): fetch would report "other side closed" instead of the 413 it read
 * when the machine is too busy to send the remainder in time.
 */
function postOversized(url: string, body: string, declareLength: boolean): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(body);
    const req = request(url, {
      method: 'POST',
      headers: { ...headers(server), ...(declareLength ? { 'content-length': String(bytes.length) } : {}) },
    });
    let answered = false;
    req.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    let offset = 0;
    const pump = () => {
      while (offset < bytes.length && !answered && !req.destroyed) {
        const next = bytes.subarray(offset, offset + 64 * 1024);
        offset += next.length;
        if (!req.write(next)) return void req.once('drain', pump);
      }
      if (offset >= bytes.length) req.end();
    };
    pump();
  });
}

describe('request body limit', () => {
  it('answers 413 in PostgREST shape under /rest/v1, declared or chunked, and inserts nothing', async () => {
    const body = bigRows(2 * MiB);
    for (const declareLength of [true, false]) {
      const response = await postOversized(`${server.apiUrl}/rest/v1/consent_records`, body, declareLength);
      expect(response.status).toBe(413);
      expect(response.json).toMatchObject({
        code: 'PGRST413',
        message: 'Request body too large',
        details: expect.stringContaining(`limit of ${MiB} bytes`),
        hint: expect.any(String),
      });
    }
    const count = await server.context.db.query<{ n: number }>('select count(*)::int as n from public.consent_records');
    expect(count.rows[0]?.n).toBe(0);
  });

  it('answers 413 request_entity_too_large in GoTrue shape under /auth/v1', async () => {
    const body = JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2 * MiB) });
    const response = await postOversized(`${server.apiUrl}/auth/v1/signup`, body, false);
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ code: 'request_entity_too_large', message: 'Request body too large' });
  });

  it('a client still uploading the refused body when the 413 is written reads the 413, not a closed connection', async () => {
    // 2 MiB in 64 KiB chunks 50 ms apart: the upload goes on for about 1.6 s after the limit is passed, as a slow
    // link or a busy machine does.
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(2 * MiB) });
    const response = await fetch(`${server.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: headers(server),
      body: chunked(body, 50),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'request_entity_too_large', message: 'Request body too large' });
  });

  it('a body within the limit sent chunked still reaches the handler whole', async () => {
    const row = { consent_id: '00000000-0000-4000-8000-00000000abcd', analytics: true, marketing: false };
    const response = await fetch(`${server.apiUrl}/rest/v1/consent_records`, {
      method: 'POST',
      headers: headers(server),
      body: chunked(JSON.stringify(row)),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(413);
  });
});

describe('request headers limit', () => {
  it('answers 431 with a JSON body in each surface', async () => {
    const big = { 'x-padding': 'a'.repeat(20_000) };
    const rest = await fetch(`${server.apiUrl}/rest/v1/consent_records`, { headers: { ...headers(server), ...big } });
    expect(rest.status).toBe(431);
    expect(await rest.json()).toMatchObject({ code: 'PGRST431', message: 'Request header fields too large' });
    const auth = await fetch(`${server.apiUrl}/auth/v1/health`, { headers: big });
    expect(auth.status).toBe(431);
    expect(await auth.json()).toMatchObject({ error_code: 'request_header_fields_too_large' });
  });
});

/** Resident memory of a process, in MiB (Linux). */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** Streams `total` bytes (from one reused buffer) until the server answers or closes; resolves the status. */
function upload(url: string, total: number, declareLength: boolean): Promise<{ status?: number; sent: number }> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(MiB, 0x5b);
    let sent = 0;
    let status: number | undefined;
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(declareLength ? { 'content-length': String(total) } : {}) },
    });
    const finish = () => resolve({ status, sent });
    req.on('response', (response) => {
      status = response.statusCode;
      response.resume();
      response.on('end', finish);
    });
    req.on('error', finish);
    const pump = () => {
      while (sent < total && status === undefined && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (sent >= total) req.end();
    };
    pump();
  });
}

describe('a 200 MB anonymous body', { timeout: 180_000 }, () => {
  let child: ChildProcess;
  let apiUrl = '';
  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: packageDir,
      env: { ...process.env, DATA_DIR: ':memory:', API_PORT: '0', MAILBOX_PORT: '0', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    apiUrl = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (data: Buffer) => {
        output += data.toString();
        const match = /API\s+(http:\/\/\S+)/.exec(output);
        if (match?.[1] && output.includes('ready in')) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
    });
  });
  afterAll(() => {
    child?.kill('SIGTERM');
  });

  it('is refused with 413 without growing the process (declared or chunked), and the server keeps answering', async () => {
    const before = rssMiB(child.pid ?? 0);
    const results = [];
    for (const declareLength of [true, false]) {
      results.push(await upload(`${apiUrl}/rest/v1/consent_records`, 200 * MiB, declareLength));
    }
    const after = rssMiB(child.pid ?? 0);
    console.log(
      `[request-limits] RSS before ${before.toFixed(0)} MiB, after two 200 MiB uploads ${after.toFixed(0)} MiB; sent ${results.map((r) => (r.sent / MiB).toFixed(0)).join(' + ')} MiB before the answer`,
    );
    expect(results.map((result) => result.status)).toEqual([413, 413]);
    expect(after - before).toBeLessThan(64);
    expect((await fetch(`${apiUrl}/auth/v1/health`)).status).toBe(200);
  });
});

describe('paths outside /auth/v1 and /rest/v1', () => {
  it('answer the gateway’s JSON 404, as Supabase’s gateway does for a route it does not have', async () => {
    for (const path of ['/storage/v1/bucket', '/functions/v1/hello', '/realtime/v1/api/broadcast', '/nope']) {
      const response = await fetch(`${server.apiUrl}${path}`, { headers: headers(server) });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await response.json(), path).toEqual({ message: 'no Route matched with those values' });
    }
  });
});
