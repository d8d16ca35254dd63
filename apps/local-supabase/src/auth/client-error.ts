import type { Duplex } from 'node:stream';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Node's HTTP parser refuses some requests before any route runs (headers over 16 KiB, malformed request lines) and
 * by default answers them with an empty body. This answers GoTrue's error JSON instead (legacy shape: the parser
 * never got as far as the X-Supabase-Api-Version header). Attach to the API server's `clientError` event.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_HEADER_TIMEOUT' ? 408 : 400;
  const [code, message] =
    status === 431
      ? ['request_header_fields_too_large', 'Request header fields too large']
      : status === 408
        ? ['request_timeout', 'Request timed out']
        : ['validation_failed', 'Malformed HTTP request'];
  const body = JSON.stringify({ code: status, error_code: code, msg: message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nx-sb-error-code: ${code}\r\nConnection: close\r\n\r\n${body}`,
  );
}
