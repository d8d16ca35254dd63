// Issue 30, finding 6: silent and trickling connections were held for Node's defaults (minutes). Every server the
// backend runs (API and mailbox) answers 408 and closes once API_HEADERS_TIMEOUT_MS / API_REQUEST_TIMEOUT_MS pass;
// the test runs with short limits and checks each connection closes well within a bound.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { resolveConfig } from '../../src/index';
import { startTestServer } from '../auth/harness';

const HEADERS_MS = 1_000;
const REQUEST_MS = 2_000;
/** The limit plus Node's 1 s check interval plus a loaded machine's slack. */
const BOUND_MS = REQUEST_MS + 4_000;
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: 'off',
    env: { API_HEADERS_TIMEOUT_MS: String(HEADERS_MS), API_REQUEST_TIMEOUT_MS: String(REQUEST_MS) },
  });
});
afterAll(() => server?.stop());

interface Outcome {
  ms: number;
  answer: string;
}

/** Opens a raw connection, lets `send` drive it, and resolves when the server closes it (or fails after 20 s). */
function closedBy(url: string, send: (write: (text: string) => void) => () => void): Promise<Outcome> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let answer = '';
    const stop = send((text) => socket.writable && socket.write(text));
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server held the connection for 20 s'));
    }, 20_000);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(guard);
      stop();
      resolve({ ms: Date.now() - started, answer });
    });
  });
}

const silent = () => () => {};
const tricklingHeaders = (write: (text: string) => void) => {
  write('GET /auth/v1/health HTTP/1.1\r\nHost: x\r\n');
  const drip = setInterval(() => write('X-Slow: 1\r\n'), 150);
  return () => clearInterval(drip);
};
const tricklingBody = (write: (text: string) => void) => {
  write(
    'POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
  );
  const drip = setInterval(() => write('{'), 150);
  return () => clearInterval(drip);
};

describe('slow and silent connections', () => {
  it('are closed in bounded time on the API and the mailbox, 20 at once', { timeout: 60_000 }, async () => {
    const runs: Array<Promise<Outcome & { kind: string }>> = [];
    for (const [kind, send] of [
      ['silent', silent],
      ['trickling headers', tricklingHeaders],
      ['trickling body', tricklingBody],
    ] as const) {
      for (let i = 0; i < 5; i += 1) runs.push(closedBy(server.apiUrl, send).then((o) => ({ ...o, kind })));
    }
    for (let i = 0; i < 5; i += 1) {
      runs.push(closedBy(server.mailboxUrl, tricklingHeaders).then((o) => ({ ...o, kind: 'mailbox headers' })));
    }
    const outcomes = await Promise.all(runs);
    const slowest = Math.max(...outcomes.map((o) => o.ms));
    console.info(
      `[slow-requests] ${outcomes.length} slow connections closed after at most ${slowest} ms (headers ${HEADERS_MS} ms, request ${REQUEST_MS} ms)`,
    );
    for (const outcome of outcomes) {
      expect(outcome.ms, outcome.kind).toBeLessThan(BOUND_MS);
      // Where the server answers, it is a JSON 408 (a silent connection may just be closed).
      if (outcome.answer) expect(outcome.answer, outcome.kind).toMatch(/^HTTP\/1\.1 408/);
    }
    expect(outcomes.filter((o) => o.kind === 'trickling body').every((o) => /request_timeout/.test(o.answer))).toBe(
      true,
    );
    // The server still answers, and a kept-alive client connection outlives the header limit while idle.
    expect((await fetch(`${server.apiUrl}/auth/v1/health`)).status).toBe(200);
  });

  it('an idle kept-alive connection is not cut at the header limit', async () => {
    const outcome = await closedBy(server.apiUrl, (write) => {
      write('GET /auth/v1/health HTTP/1.1\r\nHost: x\r\n\r\n');
      const again = setTimeout(
        () => write('GET /auth/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
        2_500,
      );
      return () => clearTimeout(again);
    });
    expect(outcome.answer.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
  });

  it('defaults: 10 s for headers, 30 s for the whole request', () => {
    expect(resolveConfig({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000 });
  });
});
