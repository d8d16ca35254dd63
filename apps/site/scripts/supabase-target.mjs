// Which Supabase the built site talks to, decided once per build: `VITE_SUPABASE_URL` + `VITE_SUPABASE_ANON_KEY` for a
// real project, or the local backend's published defaults only when asked for explicitly (`LOCAL_SUPABASE=1`: the
// local, dev and test build paths). The client bundle inlines the pair and the site server's CSP reads the same value
// from dist/supabase.json, so the two can never disagree.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

// The local pair's one source is the local backend's defaults (TypeScript source, hence tsx).
const { localSupabase } = await tsImport('@ardena/local-supabase/defaults', import.meta.url);

export class SupabaseTargetError extends Error {}

/** The role a legacy JWT API key carries (`anon`, `service_role`), or undefined when the key is not a JWT. */
function jwtRole(key) {
  const parts = key.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return typeof claims?.role === 'string' ? claims.role : undefined;
  } catch {
    return undefined;
  }
}

const isLoopbackHost = (hostname) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127(\.\d{1,3}){3}$/.test(hostname) ||
  hostname === '[::1]';

/**
 * The bundle ships VITE_SUPABASE_ANON_KEY to every browser, so it must be the public key: a secret key (`sb_secret_…`,
 * or a legacy JWT with the `service_role` role) there would give every visitor the admin API and bypass RLS.
 */
function assertPublicKey(anonKey) {
  const fix =
    "Use the project's publishable key (sb_publishable_…, or the legacy anon JWT) from Project Settings → API keys; " +
    'the secret key belongs on servers only.';
  if (/^sb_secret_/i.test(anonKey)) {
    throw new SupabaseTargetError(
      `Refusing to build: VITE_SUPABASE_ANON_KEY is a secret key (sb_secret_…), which the build would ship to every browser. ${fix}`,
    );
  }
  const role = jwtRole(anonKey);
  if (role !== undefined && role !== 'anon') {
    throw new SupabaseTargetError(
      `Refusing to build: VITE_SUPABASE_ANON_KEY is a JWT with role "${role}", which the build would ship to every browser. ${fix}`,
    );
  }
}

/** Every call carries the user's tokens: only TLS, except to this machine; never credentials in the URL itself. */
function assertSafeUrl(parsed, url) {
  if (parsed.username || parsed.password) {
    throw new SupabaseTargetError(
      'Refusing to build: VITE_SUPABASE_URL contains credentials (user:password@); the build would ship them to every ' +
        'browser. Remove them: the API key is sent as a header, never in the URL.',
    );
  }
  if (parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname)) {
    throw new SupabaseTargetError(
      `Refusing to build: VITE_SUPABASE_URL uses http:// for ${parsed.hostname} (${url}); sessions and passwords would ` +
        'cross the network unencrypted. Use https:// (plain http is allowed only for localhost and 127.0.0.1).',
    );
  }
}

/** Validates the build environment; throws SupabaseTargetError with the fix when it would ship a wrong pairing. */
export function resolveSupabaseTarget(env = process.env) {
  const url = env.VITE_SUPABASE_URL?.trim() || undefined;
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || undefined;
  const local = env.LOCAL_SUPABASE === '1' || env.LOCAL_SUPABASE?.toLowerCase() === 'true';
  const how =
    'Set both VITE_SUPABASE_URL=https://<project-ref>.supabase.co and VITE_SUPABASE_ANON_KEY=<publishable key> for a ' +
    'production build, or LOCAL_SUPABASE=1 to build against the local backend (pnpm start, dev and test do).';
  if (anonKey) assertPublicKey(anonKey);
  if (!url && !anonKey) {
    if (!local) throw new SupabaseTargetError(`Refusing to build: no Supabase project configured. ${how}`);
    return { url: localSupabase.url, anonKey: localSupabase.anonKey, local: true };
  }
  if (!url || !anonKey) {
    throw new SupabaseTargetError(
      `Refusing to build: only ${url ? 'VITE_SUPABASE_URL' : 'VITE_SUPABASE_ANON_KEY'} is set, so the site would pair ` +
        `it with the local backend's ${url ? 'key' : 'URL'}. ${how}`,
    );
  }
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new SupabaseTargetError(`Refusing to build: VITE_SUPABASE_URL is not a URL (${url}).`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new SupabaseTargetError(`Refusing to build: VITE_SUPABASE_URL must be http(s) (${url}).`);
  }
  assertSafeUrl(parsed, url);
  const isLocalUrl = url.replace(/\/+$/, '') === localSupabase.url;
  const isLocalKey = anonKey === localSupabase.anonKey;
  if (!local && (isLocalUrl || isLocalKey)) {
    throw new SupabaseTargetError(
      `Refusing to build: VITE_SUPABASE_${isLocalKey ? "ANON_KEY is the local backend's published key" : 'URL is the local backend'} ` +
        `(${isLocalKey ? anonKey : url}) in a production build. ${how}`,
    );
  }
  return { url: url.replace(/\/+$/, ''), anonKey, local };
}

/** Puts the pair where Vite (import.meta.env) and the prerender (process.env) read it, for the rest of this build. */
export function applySupabaseTarget(target, env = process.env) {
  env.VITE_SUPABASE_URL = target.url;
  env.VITE_SUPABASE_ANON_KEY = target.anonKey;
}

/** dist/supabase.json: what the site server's CSP connect-src allows (never the runtime environment). */
export function writeSupabaseTarget(distDir, target) {
  const record = { url: target.url, connectOrigin: new URL(target.url).origin, local: target.local };
  writeFileSync(join(distDir, 'supabase.json'), `${JSON.stringify(record, null, 2)}\n`);
}
