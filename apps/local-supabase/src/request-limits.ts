/**
 * Size limits on what one request may send, enforced before any handler reads it and without holding more than the
 * limit in memory: a body over API_MAX_BODY_BYTES answers 413, request headers over Node's maxHeaderSize answer 431,
 * each as JSON in the shape of the surface asked (GoTrue under /auth/v1, PostgREST under /rest/v1).
 */
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { AuthError, errorResponse as authErrorResponse } from './auth/errors';

/** GoTrue's own limit (`limitRequestBody(1 << 20)`), applied to the whole API. */
export const DEFAULT_MAX_BODY_BYTES = 1 << 20;

type Surface = 'auth' | 'rest' | 'other';

function surfaceOf(path: string): Surface {
  if (path.startsWith('/auth/v1')) return 'auth';
  if (path.startsWith('/rest/v1')) return 'rest';
  return 'other';
}

function tooLarge(c: Context, maxBytes: number, declared?: number): Response {
  // The rest of the body is never read into memory: `lingerAfterResponse` discards it after the answer.
  const surface = surfaceOf(c.req.path);
  if (surface === 'auth') {
    return authErrorResponse(c, new AuthError(413, 'request_entity_too_large', 'Request body too large'));
  }
  const details = `${declared === undefined ? 'The request body is' : `The request body is ${declared} bytes;`} over the limit of ${maxBytes} bytes.`;
  if (surface === 'rest') {
    return c.json(
      {
        code: 'PGRST413',
        details,
        hint: 'Send fewer rows per request.',
        message: 'Request body too large',
      },
      413,
    );
  }
  return c.json({ message: 'Request body too large', details }, 413);
}

/**
 * Refuses bodies over `maxBytes`: at once from Content-Length (Node's parser never delivers more than it declares),
 * or while reading a chunked body, stopping at the limit. A chunked body within the limit is handed on buffered.
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    // Checked from the method and headers: touching `c.req.raw.body` would start reading the request.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const raw = c.req.raw;
    const length = raw.headers.get('content-length');
    if (length !== null) {
      const declared = Number(length);
      if (declared > maxBytes) return tooLarge(c, maxBytes, declared);
      return next();
    }
    if (!raw.headers.has('transfer-encoding')) return next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const body = incoming ? await readUpTo(incoming, maxBytes) : await readStreamUpTo(raw.body, maxBytes);
    if (body === undefined) return tooLarge(c, maxBytes);
    const headers = new Headers(raw.headers);
    headers.delete('transfer-encoding');
    headers.set('content-length', String(body.byteLength));
    c.req.raw = new Request(raw.url, { method: raw.method, headers, body: new Uint8Array(body), signal: raw.signal });
    return next();
  };
}

/** Request headers in total, as Supabase's gateway and Node's default parser limit count them. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** Node's own parser limit, above MAX_HEADER_BYTES so that most oversized requests reach headerLimit with their path. */
export const PARSER_MAX_HEADER_BYTES = 64 * 1024;

/**
 * 431 for headers over MAX_HEADER_BYTES, in the shape of the surface the request was for. Checked here rather than
 * only by Node's parser, whose error comes before any request line is known to this code.
 */
export function headerLimit(maxBytes = MAX_HEADER_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming) return next();
    let size = 0;
    for (const part of incoming.rawHeaders) size += Buffer.byteLength(part, 'latin1') + 2;
    if (size <= maxBytes) return next();
    return headerTooLargeResponse(new URL(c.req.url).pathname);
  };
}

/** The whole body, or undefined (reading paused) as soon as it passes `maxBytes`. */
function readUpTo(incoming: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (value: Buffer | undefined, error?: Error) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        incoming.pause();
        done(undefined);
      } else chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks));
    const onError = (error: Error) => done(undefined, error);
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}

async function readStreamUpTo(stream: ReadableStream<Uint8Array> | null, maxBytes: number) {
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
}

/** What a client may still send after its answer before the connection is closed on it. */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;
/** How long the client may pause while sending an unread remainder before the connection is closed. */
export const LINGER_IDLE_MS = 5_000;
/** How long the remainder may take in all: a client trickling a byte every few seconds is not kept for hours. */
export const LINGER_MAX_MS = 30_000;

/**
 * Discards what a request still sends once its answer has been written, as nginx's lingering close does: a client
 * that is still uploading a refused body reads the answer instead of a reset, and the remainder is never held in
 * memory. Closes the connection once the remainder passes LINGER_MAX_BYTES, the client pauses for LINGER_IDLE_MS or
 * LINGER_MAX_MS have passed.
 * (A fixed window was not enough: on a busy machine a client sending 2 MiB had not finished within 500 ms, and the
 * close turned its 413 into "other side closed".)
 */
export function lingerAfterResponse(server: HttpServer): void {
  server.on('request', (incoming: IncomingMessage, outgoing) => {
    if (incoming.method === 'GET' || incoming.method === 'HEAD') return;
    outgoing.once('finish', () => {
      if (incoming.readableEnded || incoming.destroyed) return;
      let discarded = 0;
      const close = () => {
        cleanup();
        incoming.socket?.destroySoon();
      };
      let idle = setTimeout(close, LINGER_IDLE_MS);
      const deadline = setTimeout(close, LINGER_MAX_MS);
      const onData = (chunk: Buffer) => {
        discarded += chunk.byteLength;
        if (discarded > LINGER_MAX_BYTES) return close();
        clearTimeout(idle);
        idle = setTimeout(close, LINGER_IDLE_MS);
      };
      const cleanup = () => {
        clearTimeout(idle);
        clearTimeout(deadline);
        incoming.off('data', onData);
        incoming.off('end', cleanup);
        incoming.off('error', cleanup);
      };
      incoming.on('data', onData);
      incoming.on('end', cleanup);
      incoming.on('error', cleanup);
      incoming.resume();
    });
  });
}

const requestPath = Symbol('requestPath');
type TrackedSocket = Socket & { [requestPath]?: string };

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Under /rest/v1 a 431 in PostgREST's shape; everything else in GoTrue's legacy shape (no version header was read). */
function clientErrorAnswer(status: 400 | 408 | 431, path: string): { headers: Record<string, string>; body: string } {
  const [code, message] =
    status === 431
      ? ['request_header_fields_too_large', 'Request header fields too large']
      : status === 408
        ? ['request_timeout', 'Request timed out']
        : ['validation_failed', 'Malformed HTTP request'];
  const rest = status === 431 && surfaceOf(path.replace(/^https?:\/\/[^/]+/, '')) === 'rest';
  const body = JSON.stringify(
    rest
      ? { code: 'PGRST431', details: null, hint: 'Send fewer or shorter headers (cookies).', message }
      : { code: status, error_code: code, msg: message },
  );
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (!rest) headers['x-sb-error-code'] = code;
  return { headers, body };
}

function headerTooLargeResponse(path: string): Response {
  const { headers, body } = clientErrorAnswer(431, path);
  return new Response(body, { status: 431, headers: { ...headers, Connection: 'close' } });
}

/** The same answer written straight to a socket, for requests Node's parser refused. */
function clientErrorResponse(status: 400 | 408 | 431, path: string): string {
  const { headers, body } = clientErrorAnswer(status, path);
  return [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Node answers oversized headers (over `--max-http-header-size`, 16 KiB by default) with an empty 431, a header
 * timeout with an empty 408 and other malformed requests with an empty 400; this answers them with a JSON body.
 */
export function answerClientErrorsWithJson(server: HttpServer): void {
  // The overflowing packet need not hold the request line, so remember the path of the request each connection is
  // sending (to answer in that surface's shape).
  server.on('connection', (socket: TrackedSocket) => {
    socket.prependListener('data', (chunk: Buffer) => {
      const line = /^[A-Z]{3,7} (\S+) HTTP\/1/.exec(chunk.subarray(0, 2048).toString('latin1'));
      if (line) socket[requestPath] = line[1];
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: TrackedSocket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const timedOut = error.code === 'HPE_HEADER_TIMEOUT' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : timedOut ? 408 : 400;
    socket.end(clientErrorResponse(status, socket[requestPath] ?? ''));
  });
}
