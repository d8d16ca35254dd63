import { type ConsentChoice, type ConsentPreferences, consentChoices, optionalConsentCategories } from './categories';
import { isConsentId } from './id';

/** The product name every storage key starts with; each product passes its own (`storageKeyPrefix`). */
export const defaultStorageKeyPrefix = 'ardena';

/** The two localStorage entries: the consent flag and the preferences. */
export interface ConsentStorageKeys {
  /** Holds {@link consentFlagValue} once the visitor has chosen. */
  flag: string;
  /** Holds the JSON {@link StoredConsent}. */
  preferences: string;
}

export function consentStorageKeys(prefix: string = defaultStorageKeyPrefix): ConsentStorageKeys {
  return { flag: `${prefix}-cookie-consent`, preferences: `${prefix}-cookie-preferences` };
}

/** The exact value of the flag entry. Anything else there counts as no consent. */
export const consentFlagValue = 'true';

/** Bumped only if the stored shape changes incompatibly; older shapes then read as no consent. */
export const storedConsentSchema = 1;

/**
 * The preferences entry: one boolean per category at the top level, plus what an audit needs to tie this
 * browser's choice to a consent record (id, time, policy revision, how it was made).
 */
export interface StoredConsent extends ConsentPreferences {
  schema: typeof storedConsentSchema;
  /** Random v4 UUID, also the `consent_id` of the record sent for proof. New for every choice. */
  consentId: string;
  /** ISO 8601 time of the choice. */
  consentedAt: string;
  /** The policy revision the visitor agreed to. */
  revision: number;
  choice: ConsentChoice;
}

/** Why the banner has to ask; `null` when a valid, current choice is stored. */
export type PromptReason = 'missing' | 'invalid' | 'revision-changed' | 'expired';

export interface StoredConsentReading {
  consent: StoredConsent | null;
  reason: PromptReason | null;
}

export interface ReadOptions {
  revision: number;
  expiresAfterMs: number;
  now: Date;
}

/** A clock skew allowance: a choice stamped further in the future than this is not trusted. */
const futureToleranceMs = 24 * 60 * 60 * 1000;

function safeGet(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    // Storage can throw when disabled (privacy modes, sandboxed frames): that is simply "nothing stored".
    return null;
  }
}

function parseStoredConsent(raw: string): StoredConsent | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (record.schema !== storedConsentSchema) return null;
  if (record.essential !== true) return null;
  for (const category of optionalConsentCategories) {
    if (typeof record[category] !== 'boolean') return null;
  }
  if (!isConsentId(record.consentId)) return null;
  if (typeof record.consentedAt !== 'string' || Number.isNaN(Date.parse(record.consentedAt))) return null;
  if (typeof record.revision !== 'number' || !Number.isInteger(record.revision)) return null;
  if (!(consentChoices as readonly unknown[]).includes(record.choice)) return null;
  return {
    schema: storedConsentSchema,
    essential: true,
    functional: record.functional as boolean,
    analytics: record.analytics as boolean,
    marketing: record.marketing as boolean,
    consentId: record.consentId,
    consentedAt: record.consentedAt,
    revision: record.revision,
    choice: record.choice as ConsentChoice,
  };
}

/**
 * Read both entries. Never throws: a missing flag, a flag with another value, unparsable or foreign JSON,
 * or a half-written pair all read as "no valid consent", so the banner asks again.
 */
export function readStoredConsent(
  storage: Storage | null,
  keys: ConsentStorageKeys,
  options: ReadOptions,
): StoredConsentReading {
  const flag = safeGet(storage, keys.flag);
  const raw = safeGet(storage, keys.preferences);
  if (flag === null && raw === null) return { consent: null, reason: 'missing' };
  if (flag !== consentFlagValue || raw === null) return { consent: null, reason: 'invalid' };
  const consent = parseStoredConsent(raw);
  if (!consent) return { consent: null, reason: 'invalid' };
  const consentedAt = Date.parse(consent.consentedAt);
  const now = options.now.getTime();
  if (consentedAt - now > futureToleranceMs) return { consent: null, reason: 'invalid' };
  if (consent.revision !== options.revision) return { consent: null, reason: 'revision-changed' };
  if (now - consentedAt >= options.expiresAfterMs) return { consent: null, reason: 'expired' };
  return { consent, reason: null };
}

/** Write both entries; preferences first so a reader never sees the flag without them. Returns false if storage refused. */
export function writeStoredConsent(storage: Storage | null, keys: ConsentStorageKeys, consent: StoredConsent): boolean {
  if (!storage) return false;
  try {
    storage.setItem(keys.preferences, JSON.stringify(consent));
    storage.setItem(keys.flag, consentFlagValue);
    return true;
  } catch {
    return false;
  }
}

/** The browser's localStorage, or null where reading the property itself throws (blocked storage). */
export function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
