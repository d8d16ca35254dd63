// The one place the site reads its backend (a Supabase project, or the local backend) and talks to it.
// The build decides the target once (scripts/supabase-target.mjs: it refuses secret keys, and the local pair outside
// `LOCAL_SUPABASE=1`) and inlines it as VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY; this module only reads that
// decision, with no fallback of its own.
import { sessionStorageKey } from '@ardena/auth';

/** A setting the site's build or dev script inlines (apps/site/scripts/supabase-target.mjs); missing only elsewhere. */
function builtSetting(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} is not set: build or serve the site with its scripts`);
  return value;
}

/** The Supabase project this build talks to: its API origin and public (anon) key. */
export const backend = {
  url: builtSetting('VITE_SUPABASE_URL', import.meta.env.VITE_SUPABASE_URL).replace(/\/+$/, ''),
  anonKey: builtSetting('VITE_SUPABASE_ANON_KEY', import.meta.env.VITE_SUPABASE_ANON_KEY),
} as const;

/** The localStorage key supabase-js keeps this backend's session under (its presence only is ever read here). */
export const backendSessionKey = sessionStorageKey(backend.url);

/** The insert-only tables the public pages write to; their grants and row-level security say what anon may insert. */
export interface PublicRows {
  newsletter_subscriptions: { email: string };
  partner_access_requests: { partner_id: string; environment: string };
  consent_records: { consent_id: string; categories: string[]; revision: number };
}

/** How a public insert ended: stored, refused as a duplicate (unique violation), or failed. */
export type InsertOutcome = 'stored' | 'duplicate' | 'failed';

/**
 * Inserts one row into an insert-only table through the data API (PostgREST) with the public key: the one write path
 * of the public pages (newsletter, partner requests, consent records), in the browser and in the site server's form
 * handling. Plain `fetch`, not supabase-js: public pages keep the auth client out of their downloads;
 * `return=minimal` needs no read access. Never rejects: every failure is the outcome `failed`.
 */
export async function insertRow<Table extends keyof PublicRows>(
  table: Table,
  row: PublicRows[Table],
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<InsertOutcome> {
  try {
    const response = await fetch(`${backend.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(row),
      // A request the visitor may leave the page right after (a consent choice) is allowed to finish.
      keepalive,
    });
    if (response.ok) return 'stored';
    if (response.status === 409) {
      // PostgREST answers a unique violation with 409 and Postgres code 23505 (a foreign-key one is 23503).
      const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
      if (body?.code === '23505') return 'duplicate';
    }
    return 'failed';
  } catch {
    return 'failed';
  }
}
