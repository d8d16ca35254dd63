import type { Provider } from '@supabase/supabase-js';
import type { ArdenaSupabaseClient } from '../client/client';
import { type Result, toAuthFailure } from './result';

/**
 * The authorize URL of an OAuth sign-in, once the auth server has agreed to start it. In a browser, supabase-js's
 * `signInWithOAuth` only sends the page to `/auth/v1/authorize`; where the provider is not enabled the server answers
 * that request with a 400 JSON body (`validation_failed`, "Unsupported provider: provider is not enabled"), which
 * the browser would show as the whole page. So the URL is asked for first (`skipBrowserRedirect`) and requested
 * without following redirects: an enabled provider answers with a redirect to itself (an opaque redirect to the
 * page), a refusal with its error, which the caller shows in place.
 */
export async function oauthSignInUrl(
  client: ArdenaSupabaseClient,
  provider: Provider,
  redirectTo: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Result<string>> {
  const { data, error } = await client.auth.signInWithOAuth({
    provider,
    options: { redirectTo, skipBrowserRedirect: true },
  });
  if (error) return { ok: false, error: toAuthFailure(error) };
  if (!data.url) return { ok: false, error: { message: 'The auth server gave no sign-in address' } };
  let response: Response;
  try {
    response = await fetchImpl(data.url, { redirect: 'manual', credentials: 'omit' });
  } catch (cause) {
    return { ok: false, error: { message: cause instanceof Error ? cause.message : String(cause), code: 'network' } };
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    return { ok: true, data: data.url };
  }
  const body = (await response.json().catch(() => null)) as {
    msg?: unknown;
    message?: unknown;
    error_description?: unknown;
    error_code?: unknown;
    code?: unknown;
  } | null;
  const message = [body?.msg, body?.message, body?.error_description].find((text) => typeof text === 'string');
  const code = [body?.error_code, body?.code].find((value) => typeof value === 'string');
  return {
    ok: false,
    error: {
      message: typeof message === 'string' ? message : `HTTP ${response.status}`,
      status: response.status,
      ...(typeof code === 'string' ? { code } : {}),
    },
  };
}

/** Whether a refusal means the project has not enabled the provider (rather than a failure worth retrying). */
export function isProviderNotEnabled(failure: { message: string; code?: string; status?: number }): boolean {
  return (
    failure.code === 'provider_disabled' ||
    /provider is not enabled|could not be found|provider .*disabled/i.test(failure.message)
  );
}
