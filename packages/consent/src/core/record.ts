import { type ConsentCategory, grantedCategories } from './categories';
import type { StoredConsent } from './storage';

/**
 * Where consent records go: the app's own sender, e.g. with its supabase-js client
 * `{ send: async (row) => !(await supabase.from('consent_records').insert(row)).error }`, or
 * `supabaseConsentRecords({ supabaseUrl, anonKey })` for an app without one.
 */
export interface ConsentRecordTarget {
  /** Stores one record; resolves true when it was accepted. A rejection counts as a failure and is ignored. */
  send(row: ConsentRecordRow): Promise<boolean> | boolean;
}

/** A Supabase project's data API, called with plain `fetch` and the public anon key. */
export interface SupabaseConsentRecordsOptions {
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
 * A target that POSTs each record to a Supabase data API with plain `fetch` (no supabase-js on public pages). An app
 * that has a client already passes its own `send` instead, and ships none of this.
 */
export function supabaseConsentRecords(options: SupabaseConsentRecordsOptions): ConsentRecordTarget {
  const url = `${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1/${options.table ?? 'consent_records'}`;
  return {
    async send(row) {
      const doFetch = options.fetch ?? globalThis.fetch;
      if (typeof doFetch !== 'function') return false;
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          apikey: options.anonKey,
          Authorization: `Bearer ${options.anonKey}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify(row),
        // The visitor may navigate away right after choosing; let the request finish.
        keepalive: true,
      });
      return response.ok;
    },
  };
}

/**
 * Sends the record of `consent` to `target`. Resolves true when it was accepted and false on any failure; it never
 * rejects, because a lost record must not block the visitor's choice.
 */
export async function sendConsentRecord(target: ConsentRecordTarget, consent: StoredConsent): Promise<boolean> {
  try {
    return (await target.send(toConsentRecordRow(consent))) === true;
  } catch {
    return false;
  }
}
