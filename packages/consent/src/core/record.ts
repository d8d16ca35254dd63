import { type ConsentCategory, grantedCategories } from './categories';
import type { StoredConsent } from './storage';

/** Where consent records go: a Supabase (PostgREST) data API, reached with the public anon key. */
export interface ConsentRecordTarget {
  /** Base URL of the Supabase project, e.g. `http://127.0.0.1:54321`. */
  supabaseUrl: string;
  /** The public anonymous key; the table's insert-only policy is what protects it. */
  anonKey: string;
  /** Table name; `consent_records` unless your schema differs. */
  table?: string;
  /** For tests and non-browser hosts; defaults to the global `fetch`. */
  fetch?: typeof fetch;
}

/**
 * One row of `consent_records`: proof of a choice, with nothing that identifies the person. The time is not
 * sent: the table stamps `consented_at` itself (the anon role may insert only these three columns), so the
 * proof does not depend on the visitor's clock. The stored `consentedAt` in the browser is the local copy.
 */
export interface ConsentRecordRow {
  consent_id: string;
  categories: ConsentCategory[];
  revision: number;
}

export function toConsentRecordRow(consent: StoredConsent): ConsentRecordRow {
  return {
    consent_id: consent.consentId,
    categories: grantedCategories(consent),
    revision: consent.revision,
  };
}

/**
 * POST the record with plain `fetch` (no supabase-js on public pages). Resolves true when the API accepted it
 * and false on any failure; it never rejects, because a lost record must not block the visitor's choice.
 */
export async function sendConsentRecord(target: ConsentRecordTarget, consent: StoredConsent): Promise<boolean> {
  const doFetch = target.fetch ?? globalThis.fetch;
  if (typeof doFetch !== 'function') return false;
  const url = `${target.supabaseUrl.replace(/\/+$/, '')}/rest/v1/${target.table ?? 'consent_records'}`;
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: {
        apikey: target.anonKey,
        Authorization: `Bearer ${target.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(toConsentRecordRow(consent)),
      // The visitor may navigate away right after choosing; let the request finish.
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}
