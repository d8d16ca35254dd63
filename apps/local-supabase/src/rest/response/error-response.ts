/** The one wire shape of a PostgREST error: its status, JSON body and `Proxy-Status`. */
import type { PgrstError } from '../errors';

export const JSON_TYPE = 'application/json; charset=utf-8';

export function errorResponse(error: PgrstError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    ...(error.statusText === undefined ? {} : { statusText: error.statusText }),
    headers: { 'Content-Type': JSON_TYPE, 'Proxy-Status': `PostgREST; error=${error.body.code}`, ...error.headers },
  });
}
