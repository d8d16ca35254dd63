import { supabaseConfig } from '@ardena/content';

/** How a public insert ended: stored, refused as a duplicate (unique violation), or failed. */
export type PublicInsertOutcome = 'stored' | 'duplicate' | 'failed';

/**
 * Inserts one row into an insert-only table through the data API (PostgREST) with the public anon key. Plain
 * `fetch`, not supabase-js: public pages keep the auth client out of their downloads. The table's grants and
 * row-level security decide what the anon role may write; `return=minimal` needs no read access.
 */
export async function insertPublicRow(
  table: 'newsletter_subscriptions' | 'partner_access_requests',
  row: Record<string, string>,
): Promise<PublicInsertOutcome> {
  try {
    const response = await fetch(`${supabaseConfig.url.replace(/\/+$/, '')}/rest/v1/${table}`, {
      method: 'POST',
      headers: {
        apikey: supabaseConfig.anonKey,
        Authorization: `Bearer ${supabaseConfig.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(row),
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
