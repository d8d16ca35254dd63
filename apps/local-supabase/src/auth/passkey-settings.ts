/**
 * Passkey configuration, read from the variables GoTrue reads (`GOTRUE_PASSKEY_*`, `GOTRUE_WEBAUTHN_*`; the Supabase
 * CLI writes them from `[auth.passkey]` and `[auth.webauthn]`). Off unless `PASSKEY_ENABLED` is true.
 */
export interface PasskeySettings {
  /** The relying party id: a registrable domain the site's origins belong to (never an IP address). */
  rpId: string;
  rpDisplayName: string;
  /** Origins allowed to run a ceremony, e.g. `http://localhost:4173`. */
  rpOrigins: string[];
  challengeExpirySeconds: number;
  maxPasskeysPerUser: number;
}

type Read = (...names: string[]) => string | undefined;

/** Go's `time.ParseDuration` for the forms a configuration uses (`5m`, `90s`, `1h30m`); plain numbers are seconds. */
export function parseGoDurationSeconds(value: string): number | undefined {
  if (/^\d+$/.test(value)) return Number(value);
  if (!/^((\d+(\.\d*)?|\.\d+)(ms|s|m|h))+$/.test(value)) return undefined;
  const unit: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  let seconds = 0;
  for (const [, amount, , name] of value.matchAll(/(\d+(\.\d*)?|\.\d+)(ms|s|m|h)/g)) {
    seconds += Number(amount) * (unit[name as string] ?? 0);
  }
  return seconds;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * `null` when passkeys are off. Throws (with the variable to set) when they are on but the relying party is not fully
 * configured or cannot work: GoTrue would only fail each ceremony with a 500.
 */
export function readPasskeySettings(read: Read, enabled: boolean): PasskeySettings | null {
  if (!enabled) return null;
  const rpId = read('WEBAUTHN_RP_ID');
  const rpDisplayName = read('WEBAUTHN_RP_DISPLAY_NAME');
  const rpOrigins = (read('WEBAUTHN_RP_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const missing = [
    !rpId && 'GOTRUE_WEBAUTHN_RP_ID',
    !rpDisplayName && 'GOTRUE_WEBAUTHN_RP_DISPLAY_NAME',
    !rpOrigins.length && 'GOTRUE_WEBAUTHN_RP_ORIGINS',
  ].filter(Boolean);
  if (missing.length || !rpId || !rpDisplayName) {
    throw new Error(`GOTRUE_PASSKEY_ENABLED=true needs ${missing.join(', ')}`);
  }
  // WebAuthn refuses an IP address as relying party id: browsers throw SecurityError before any prompt.
  if (IPV4.test(rpId) || rpId.includes(':')) {
    throw new Error(
      `GOTRUE_WEBAUTHN_RP_ID=${rpId} is an IP address, which WebAuthn does not allow; use a domain (for a local site, localhost)`,
    );
  }
  const expiry = read('WEBAUTHN_CHALLENGE_EXPIRY_DURATION');
  const challengeExpirySeconds = expiry === undefined ? 300 : parseGoDurationSeconds(expiry);
  if (challengeExpirySeconds === undefined || challengeExpirySeconds <= 0) {
    throw new Error(`GOTRUE_WEBAUTHN_CHALLENGE_EXPIRY_DURATION=${expiry} is not a duration such as 5m or 90s`);
  }
  const max = Number.parseInt(read('PASSKEY_MAX_PASSKEYS_PER_USER') ?? '10', 10);
  return {
    rpId,
    rpDisplayName,
    rpOrigins,
    challengeExpirySeconds,
    maxPasskeysPerUser: Number.isFinite(max) && max > 0 ? max : 10,
  };
}
