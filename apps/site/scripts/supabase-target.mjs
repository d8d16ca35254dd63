// Which Supabase the built site talks to, decided once per build: `VITE_SUPABASE_URL` + `VITE_SUPABASE_ANON_KEY` for a
// real project, or the local backend's published defaults only when asked for explicitly (`LOCAL_SUPABASE=1`: the
// local, dev and test build paths). The client bundle inlines the pair and the site server's CSP reads the same value
// from dist/supabase.json, so the two can never disagree.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

// The local pair's one source is @ardena/content (TypeScript source, hence tsx).
const { localSupabase } = await tsImport('@ardena/content', import.meta.url);

export class SupabaseTargetError extends Error {}

/** Validates the build environment; throws SupabaseTargetError with the fix when it would ship a wrong pairing. */
export function resolveSupabaseTarget(env = process.env) {
  const url = env.VITE_SUPABASE_URL?.trim() || undefined;
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || undefined;
  const local = env.LOCAL_SUPABASE === '1' || env.LOCAL_SUPABASE?.toLowerCase() === 'true';
  const how =
    'Set both VITE_SUPABASE_URL=https://<project-ref>.supabase.co and VITE_SUPABASE_ANON_KEY=<publishable key> for a ' +
    'production build, or LOCAL_SUPABASE=1 to build against the local backend (pnpm start, dev and test do).';
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
