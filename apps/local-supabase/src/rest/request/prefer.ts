/** The `Prefer` header (RFC 7240) as PostgREST reads it (ApiRequest/Preferences.hs). */
import { PgrstError } from '../errors';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  tx?: 'commit' | 'rollback';
  maxAffected?: number;
  /** `timezone=…`: the session time zone for this request (Postgres refuses an unknown one: 400 `22023`). */
  timezone?: string;
  applied: string[];
  invalid: string[];
}

const PREFERENCE_VALUES: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

/** Comma-separated tokens over any number of Prefer headers; the first occurrence of a key wins. */
export function parsePrefer(headerValue: string | undefined): Preferences {
  const preferences: Preferences = { applied: [], invalid: [] };
  const seen = new Set<string>();
  for (const token of (headerValue ?? '').split(',').map((part) => part.trim())) {
    if (token === '') continue;
    const [key = '', value = ''] = token.split('=', 2).map((part) => part.trim());
    if (seen.has(key)) continue;
    if (key === 'timezone' && value !== '') {
      // PostgREST takes any value and lets Postgres judge it when the setting is applied.
      seen.add(key);
      preferences.timezone = value;
      preferences.applied.push(`timezone=${value}`);
      continue;
    }
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      seen.add(key);
      preferences.maxAffected = Number(value);
      continue;
    }
    const allowed = PREFERENCE_VALUES[key];
    if (!allowed?.includes(value)) {
      preferences.invalid.push(token);
      continue;
    }
    seen.add(key);
    (preferences as unknown as Record<string, string>)[key] = value;
    preferences.applied.push(`${key}=${value}`);
  }
  if (preferences.handling === 'strict' && preferences.invalid.length > 0) {
    throw new PgrstError(400, {
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: `Invalid preferences: ${preferences.invalid.join(', ')}`,
    });
  }
  return preferences;
}
