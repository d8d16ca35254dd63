import type { Queryable } from '../context';

// GoTrue's `models/webauthn_credential.go` and `models/webauthn_challenge.go`: every query of a user's passkeys names
// the user, so one account never reads or changes another's. Byte columns travel as hex, the same on PGlite and pg.

export interface PasskeyRow {
  id: string;
  user_id: string;
  /** The authenticator's credential id, base64url (as WebAuthn JSON carries it). */
  credential_id: string;
  public_key: Uint8Array;
  sign_count: number;
  transports: string[];
  friendly_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = `id, user_id, encode(credential_id, 'hex') as credential_hex, encode(public_key, 'hex') as public_key_hex,
  sign_count::int8::text as sign_count, transports, friendly_name, created_at, last_used_at`;

type RawPasskey = Omit<PasskeyRow, 'credential_id' | 'public_key' | 'sign_count'> & {
  credential_hex: string;
  public_key_hex: string;
  sign_count: string;
};

function toRow({ credential_hex, public_key_hex, sign_count, ...row }: RawPasskey): PasskeyRow {
  return {
    ...row,
    credential_id: Buffer.from(credential_hex, 'hex').toString('base64url'),
    public_key: new Uint8Array(Buffer.from(public_key_hex, 'hex')),
    sign_count: Number(sign_count),
  };
}

const hex = (base64url: string) => Buffer.from(base64url, 'base64url').toString('hex');

export async function listPasskeysOf(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  const result = await db.query<RawPasskey>(
    `select ${COLUMNS} from auth.webauthn_credentials where user_id = $1 order by created_at asc, id asc`,
    [userId],
  );
  return result.rows.map(toRow);
}

export async function countPasskeysOf(db: Queryable, userId: string): Promise<number> {
  const result = await db.query<{ count: string }>(
    'select count(*)::text as count from auth.webauthn_credentials where user_id = $1',
    [userId],
  );
  return Number(result.rows[0]?.count ?? 0);
}

export async function findPasskeyOf(db: Queryable, userId: string, id: string): Promise<PasskeyRow | undefined> {
  const result = await db.query<RawPasskey>(
    `select ${COLUMNS} from auth.webauthn_credentials where id = $1 and user_id = $2`,
    [id, userId],
  );
  return result.rows[0] && toRow(result.rows[0]);
}

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  attestationType: string;
  aaguid: string | null;
  signCount: number;
  transports: string[];
  backupEligible: boolean;
  backedUp: boolean;
  friendlyName: string;
}

export async function insertPasskey(db: Queryable, passkey: NewPasskey): Promise<PasskeyRow> {
  const result = await db.query<RawPasskey>(
    `insert into auth.webauthn_credentials (user_id, credential_id, public_key, attestation_type, aaguid, sign_count,
       transports, backup_eligible, backed_up, friendly_name)
     values ($1, decode($2, 'hex'), decode($3, 'hex'), $4, $5, $6, $7::jsonb, $8, $9, $10)
     returning ${COLUMNS}`,
    [
      passkey.userId,
      hex(passkey.credentialId),
      Buffer.from(passkey.publicKey).toString('hex'),
      passkey.attestationType,
      passkey.aaguid,
      passkey.signCount,
      JSON.stringify(passkey.transports),
      passkey.backupEligible,
      passkey.backedUp,
      passkey.friendlyName,
    ],
  );
  return toRow(result.rows[0] as RawPasskey);
}

export async function renamePasskey(db: Queryable, passkey: PasskeyRow, name: string): Promise<PasskeyRow> {
  const result = await db.query<RawPasskey>(
    `update auth.webauthn_credentials set friendly_name = $3, updated_at = now() where id = $1 and user_id = $2
     returning ${COLUMNS}`,
    [passkey.id, passkey.user_id, name],
  );
  return toRow(result.rows[0] as RawPasskey);
}

export async function deletePasskeyOf(db: Queryable, passkey: PasskeyRow): Promise<void> {
  await db.query('delete from auth.webauthn_credentials where id = $1 and user_id = $2', [passkey.id, passkey.user_id]);
}

/**
 * Records a sign-in: the authenticator's new counter and the time. The counter only moves forward, so of two
 * concurrent sign-ins with one assertion's counter, the slower one changes nothing.
 */
export async function recordPasskeyUse(db: Queryable, passkey: PasskeyRow, signCount: number): Promise<boolean> {
  const result = await db.query(
    `update auth.webauthn_credentials set sign_count = $3, last_used_at = now(), updated_at = now()
      where id = $1 and user_id = $2 and (sign_count < $3 or (sign_count = 0 and $3 = 0)) returning id`,
    [passkey.id, passkey.user_id, signCount],
  );
  return result.rows.length > 0;
}

/** The public JSON of a passkey (GoTrue's `PasskeyListItem`): empty name and unused `last_used_at` are left out. */
export function serializePasskey(passkey: PasskeyRow) {
  return {
    id: passkey.id,
    ...(passkey.friendly_name ? { friendly_name: passkey.friendly_name } : {}),
    created_at: new Date(passkey.created_at).toISOString(),
    ...(passkey.last_used_at ? { last_used_at: new Date(passkey.last_used_at).toISOString() } : {}),
  };
}

export type ChallengeType = 'registration' | 'authentication';

export interface ChallengeSession {
  challenge: string;
  /** base64url user handle for registration; absent for the discoverable sign-in ceremony. */
  user_id?: string;
  userVerification: 'preferred';
}

export async function storeChallenge(
  db: Queryable,
  type: ChallengeType,
  userId: string | null,
  session: ChallengeSession,
  expirySeconds: number,
): Promise<{ id: string; expiresAt: Date }> {
  // Challenges nobody completed are kept one expiry past their end (so a late answer still learns "expired"), then go.
  await db.query(
    `delete from auth.webauthn_challenges where id in (
       select id from auth.webauthn_challenges where expires_at < now() - make_interval(secs => $1) limit 100)`,
    [expirySeconds],
  );
  const result = await db.query<{ id: string; expires_at: Date }>(
    `insert into auth.webauthn_challenges (user_id, challenge_type, session_data, expires_at)
     values ($1, $2, $3::jsonb, now() + make_interval(secs => $4)) returning id, expires_at`,
    [userId, type, JSON.stringify(session), expirySeconds],
  );
  const row = result.rows[0] as { id: string; expires_at: Date };
  return { id: row.id, expiresAt: new Date(row.expires_at) };
}

/**
 * GoTrue's `ConsumeWebAuthnChallengeByID`: the challenge is deleted as it is read, in one statement, so it answers one
 * verification only (a replay, or a concurrent second attempt, finds nothing) even when that verification fails.
 */
export async function consumeChallenge(
  db: Queryable,
  id: string,
  type: ChallengeType,
  userId: string | null,
): Promise<{ session: ChallengeSession; expired: boolean } | undefined> {
  const result = await db.query<{ session_data: ChallengeSession; expired: boolean }>(
    `delete from auth.webauthn_challenges
      where id = $1 and challenge_type = $2 and user_id is not distinct from $3
      returning session_data, expires_at < now() as expired`,
    [id, type, userId],
  );
  const row = result.rows[0];
  return row && { session: row.session_data, expired: row.expired };
}
