/** What SQL may say about its own response: `response.status` and `response.headers` (PostgREST's GUC overrides). */
import { PgrstError } from '../errors';
import type { ResponseSettings } from '../query/run';

/**
 * The `response.status` and `response.headers` settings a function may set (`set_config(…, true)`) override the
 * status and add headers, as in PostgREST; unusable values are 500 PGRST112 / PGRST111.
 */
export function applyResponseSettings(response: Response, settings: ResponseSettings | undefined): Response {
  const headersText = settings?.headers ?? '';
  const statusText = settings?.status ?? '';
  if (headersText === '' && statusText === '') return response;
  const headers = new Headers(response.headers);
  if (headersText !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(headersText);
    } catch {
      parsed = undefined;
    }
    const valid =
      Array.isArray(parsed) &&
      parsed.every(
        (entry) =>
          typeof entry === 'object' &&
          entry !== null &&
          !Array.isArray(entry) &&
          Object.keys(entry).length === 1 &&
          typeof Object.values(entry)[0] === 'string',
      );
    if (!valid) {
      throw new PgrstError(500, {
        code: 'PGRST111',
        message: 'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      });
    }
    for (const entry of parsed as Array<Record<string, string>>) {
      for (const [name, value] of Object.entries(entry)) headers.set(name, value);
    }
  }
  let status = response.status;
  if (statusText !== '') {
    status = Number(statusText);
    if (!/^\d{3}$/.test(statusText) || status < 200 || status > 599) {
      throw new PgrstError(500, { code: 'PGRST112', message: 'response.status guc must be a valid status code' });
    }
  }
  const noBody = status === 204 || status === 304;
  if (noBody) headers.set('Content-Length', '0');
  return new Response(noBody ? null : response.body, { status, headers });
}
