/**
 * What Supabase's API gateway decides before PostgREST sees a request: the request line's length (nginx) and the
 * project API key (Kong), each answered in the gateway's own shape.
 */
import type { ServerContext } from '../context';
import { PgrstError } from './errors';
import { JSON_TYPE } from './response/error-response';

/** Longest request target (path and query) accepted, as nginx's default 8 KiB request-line buffer allows. */
export const MAX_URL_BYTES = 8192;

export function checkUrlLength(href: string): void {
  const url = new URL(href);
  const length = Buffer.byteLength(url.pathname + url.search);
  if (length > MAX_URL_BYTES) {
    throw new PgrstError(414, {
      code: 'PGRST100',
      message: 'URI too long',
      details: `The request URL is ${length} bytes long; at most ${MAX_URL_BYTES} are accepted.`,
      hint: 'Send fewer or shorter filters, or call a function with POST and a JSON body.',
    });
  }
}

/**
 * Supabase's API gateway admits a request only with one of the project's API keys, in the `apikey` header or query
 * parameter, and answers anything else itself with 401 and its own JSON (not PostgREST's error shape).
 */
export async function checkApiKey(ctx: ServerContext, request: Request): Promise<Response | null> {
  const key = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  const refuse = (message: string, hint: string) =>
    new Response(JSON.stringify({ message, hint }), { status: 401, headers: { 'Content-Type': JSON_TYPE } });
  if (key === null || key === '')
    return refuse('No API key found in request', 'No `apikey` request header or url param was found.');
  if (key === ctx.config.anonKey || key === ctx.config.serviceRoleKey) return null;
  // Legacy JWT keys (anon / service_role) are accepted when they verify.
  const identity = await ctx.identify(key);
  if (identity.kind === 'anon' || identity.kind === 'service_role') return null;
  return refuse('Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');
}
