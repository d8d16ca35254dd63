import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Context, Next } from 'hono';
import type { Queryable } from '../../context';
import { AuthError, databaseRefusal, passkeysDisabled, userBanned, userNotFound, validation } from '../errors';
import { clientInfo } from '../middleware';
import type { PasskeySettings } from '../passkey-settings';
import {
  type ChallengeType,
  consumeChallenge,
  countPasskeysOf,
  deletePasskeyOf,
  findPasskeyOf,
  insertPasskey,
  listPasskeysOf,
  type PasskeyRow,
  recordPasskeyUse,
  renamePasskey,
  serializePasskey,
  storeChallenge,
} from '../passkeys';
import { type Body, readBody } from '../request';
import { issueSession } from '../sessions';
import { type AuthEnv, type AuthServer, type Caller, isBanned, UUID } from '../shared';
import { findUserById, type UserRow } from '../users';

// GoTrue's passkeys (`internal/api/passkey_*.go`): discoverable credentials registered by a signed-in user, then used
// to sign in without an address. WebAuthn itself (CBOR, COSE keys, signatures, origins, RP id hashes, counters) is
// checked by @simplewebauthn/server.

/** Every algorithm @simplewebauthn/server verifies, ES256 first: what GoTrue's go-webauthn offers by default. */
const ALGORITHMS = [-7, -8, -35, -36, -257, -258, -259, -37, -38, -39];
/** Longest friendly name, in bytes as Go's `len` counts them. */
const MAX_NAME_BYTES = 120;

/** Names of well-known authenticators by AAGUID (from the community list GoTrue embeds); others are "Passkey". */
const AUTHENTICATOR_NAMES: Record<string, string> = {
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'iCloud Keychain (Managed)',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
  'cb69481e-8ff7-4039-93ec-0a2729a154a8': 'YubiKey 5 Series',
  'ee882879-721c-4913-9775-3dfcce97072a': 'YubiKey 5 Series',
  '53414d53-554e-4700-0000-000000000000': 'Samsung Pass',
};

export function friendlyNameFor(aaguid: string | undefined): string {
  return (aaguid && AUTHENTICATOR_NAMES[aaguid.toLowerCase()]) || 'Passkey';
}

const verificationFailed = (message = 'Credential verification failed') =>
  new AuthError(400, 'webauthn_verification_failed', message);
const passkeyNotFound = () => new AuthError(404, 'validation_failed', 'Passkey not found');

function settingsOf(auth: AuthServer): PasskeySettings {
  const settings = auth.settings.passkeys;
  if (!settings) throw passkeysDisabled();
  return settings;
}

/** GoTrue's `requirePasskeyEnabled`: every `/passkeys` route answers 404 `passkey_disabled` while passkeys are off. */
export const requirePasskeysEnabled = (auth: AuthServer) => async (_c: Context, next: Next) => {
  settingsOf(auth);
  await next();
};

/** GoTrue's `requireNotAnonymous` for the registration ceremony. */
function assertNotAnonymous(user: UserRow): void {
  if (user.is_anonymous) {
    throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
  }
}

/** GoTrue's `requirePasskeyManagementAAL`: with a verified MFA factor, adding or removing a passkey needs aal2. */
async function assertManagementAal(db: Queryable, caller: Caller): Promise<void> {
  if (caller.aal === 'aal2') return;
  const factors = await db.query("select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1", [
    caller.user.id,
  ]);
  if (factors.rows.length) {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 session is required to manage passkeys when MFA is enabled');
  }
}

/** `challenge_id` and `credential` of a verify request, checked in GoTrue's order and words. */
function ceremonyAnswer(body: Body): { challengeId: string; credential: Record<string, unknown> } {
  const challengeId = body.challenge_id;
  if (typeof challengeId !== 'string' || !challengeId) throw validation('challenge_id is required');
  const credential = body.credential;
  if (credential === undefined || credential === null) throw validation('credential is required');
  if (!UUID.test(challengeId)) throw validation('challenge_id must be a valid UUID');
  if (typeof credential !== 'object' || Array.isArray(credential)) {
    throw verificationFailed('Invalid credential response');
  }
  return { challengeId: challengeId.toLowerCase(), credential: credential as Record<string, unknown> };
}

async function consume(auth: AuthServer, challengeId: string, type: ChallengeType, userId: string | null) {
  const found = await consumeChallenge(auth.db, challengeId, type, userId);
  if (!found) throw new AuthError(400, 'webauthn_challenge_not_found', 'Challenge not found or already used');
  if (found.expired) throw new AuthError(400, 'webauthn_challenge_expired', 'Challenge has expired');
  return found.session;
}

const optionsResponse = (c: Context, id: string, expiresAt: Date, options: object) =>
  c.json({ challenge_id: id, options, expires_at: Math.floor(expiresAt.getTime() / 1000) });

/** POST /passkeys/registration/options (signed in): creation options for a new discoverable credential. */
export async function registrationOptions(auth: AuthServer, c: Context<AuthEnv>) {
  const settings = settingsOf(auth);
  await readBody(c);
  const caller = c.get('caller');
  const { user } = caller;
  assertNotAnonymous(user);
  await assertManagementAal(auth.db, caller);
  const existing = await listPasskeysOf(auth.db, user.id);
  if (existing.length >= settings.maxPasskeysPerUser) {
    throw new AuthError(422, 'too_many_passkeys', 'Maximum number of passkeys reached');
  }
  const userName = user.email || user.phone || user.id;
  const displayName = user.raw_user_meta_data?.name;
  const options = await generateRegistrationOptions({
    rpName: settings.rpDisplayName,
    rpID: settings.rpId,
    // GoTrue's user handle is the user id's text, which the sign-in ceremony reads back to find the account.
    userID: new TextEncoder().encode(user.id),
    userName,
    userDisplayName: typeof displayName === 'string' && displayName ? displayName : userName,
    timeout: settings.challengeExpirySeconds * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  const stored = await storeChallenge(
    auth.db,
    'registration',
    user.id,
    { challenge: options.challenge, user_id: options.user.id, userVerification: 'preferred' },
    settings.challengeExpirySeconds,
  );
  return optionsResponse(c, stored.id, stored.expiresAt, options);
}

/** POST /passkeys/registration/verify (signed in): checks the attestation and saves the passkey. */
export async function registrationVerify(auth: AuthServer, c: Context<AuthEnv>) {
  const settings = settingsOf(auth);
  const caller = c.get('caller');
  const { user } = caller;
  assertNotAnonymous(user);
  await assertManagementAal(auth.db, caller);
  const { challengeId, credential } = ceremonyAnswer(await readBody(c));
  const session = await consume(auth, challengeId, 'registration', user.id);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge: session.challenge,
      expectedOrigin: settings.rpOrigins,
      expectedRPID: settings.rpId,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch {
    throw verificationFailed();
  }
  if (!verified.verified) throw verificationFailed();
  const info = verified.registrationInfo;
  const response = credential.response as { transports?: unknown } | undefined;
  const transports = Array.isArray(response?.transports)
    ? response.transports.filter((transport): transport is string => typeof transport === 'string')
    : [];
  const aaguid = UUID.test(info.aaguid) ? info.aaguid : null;
  try {
    const created = await auth.db.transaction(async (tx) => {
      if ((await countPasskeysOf(tx, user.id)) >= settings.maxPasskeysPerUser) {
        throw new AuthError(422, 'too_many_passkeys', 'Maximum number of passkeys reached');
      }
      return insertPasskey(tx, {
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: info.credential.publicKey,
        attestationType: info.fmt,
        aaguid,
        signCount: info.credential.counter,
        transports,
        backupEligible: info.credentialDeviceType === 'multiDevice',
        backedUp: info.credentialBackedUp,
        friendlyName: friendlyNameFor(aaguid ?? undefined),
      });
    });
    return c.json({
      id: created.id,
      friendly_name: created.friendly_name,
      created_at: serializePasskey(created).created_at,
    });
  } catch (error) {
    if (databaseRefusal(error)?.code === 'conflict') {
      throw new AuthError(422, 'webauthn_credential_exists', 'This credential is already registered');
    }
    throw error;
  }
}

/** POST /passkeys/authentication/options: request options for a discoverable sign-in (no account named). */
export async function authenticationOptions(auth: AuthServer, c: Context) {
  const settings = settingsOf(auth);
  await readBody(c);
  const options = await generateAuthenticationOptions({
    rpID: settings.rpId,
    userVerification: 'preferred',
    timeout: settings.challengeExpirySeconds * 1000,
  });
  // go-webauthn leaves an empty allow list out: any passkey of this relying party may answer.
  const { allowCredentials, ...rest } = options;
  const published = allowCredentials?.length ? options : rest;
  const stored = await storeChallenge(
    auth.db,
    'authentication',
    null,
    { challenge: options.challenge, userVerification: 'preferred' },
    settings.challengeExpirySeconds,
  );
  return optionsResponse(c, stored.id, stored.expiresAt, published);
}

/** The account and passkey an assertion names through its user handle and credential id, or verification failure. */
async function assertedPasskey(
  db: Queryable,
  credential: Record<string, unknown>,
): Promise<{ user: UserRow; passkey: PasskeyRow }> {
  const response = credential.response as { userHandle?: unknown } | undefined;
  const rawId = typeof credential.rawId === 'string' ? credential.rawId : credential.id;
  if (typeof response?.userHandle !== 'string' || typeof rawId !== 'string') throw verificationFailed();
  const userId = Buffer.from(response.userHandle, 'base64url').toString('utf8');
  if (!UUID.test(userId)) throw verificationFailed();
  const user = await findUserById(db, userId);
  if (!user) throw verificationFailed();
  const passkey = (await listPasskeysOf(db, user.id)).find((candidate) => candidate.credential_id === rawId);
  if (!passkey) throw verificationFailed();
  return { user, passkey };
}

/** POST /passkeys/authentication/verify: checks the assertion and signs its account in (`amr` `passkey`). */
export async function authenticationVerify(auth: AuthServer, c: Context) {
  const settings = settingsOf(auth);
  const { challengeId, credential } = ceremonyAnswer(await readBody(c));
  const session = await consume(auth, challengeId, 'authentication', null);
  const { user, passkey } = await assertedPasskey(auth.db, credential);
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: session.challenge,
      expectedOrigin: settings.rpOrigins,
      expectedRPID: settings.rpId,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: passkey.sign_count,
      },
      requireUserVerification: false,
    });
    if (!verified.verified) throw verificationFailed();
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    throw verificationFailed();
  }
  if (user.email && !user.email_confirmed_at) throw new AuthError(403, 'email_not_confirmed', 'Email not confirmed');
  if (isBanned(user)) throw userBanned();
  return c.json(
    await auth.db.transaction(async (tx) => {
      // A counter another sign-in already moved past means a cloned authenticator or a race: refuse, as verification.
      if (!(await recordPasskeyUse(tx, passkey, newCounter))) throw verificationFailed();
      return issueSession(tx, auth.issuer, user, 'passkey', clientInfo(c));
    }),
  );
}

/** GET /passkeys: the caller's own passkeys, oldest first. */
export async function listOwnPasskeys(auth: AuthServer, c: Context<AuthEnv>) {
  settingsOf(auth);
  const { user } = c.get('caller');
  return c.json((await listPasskeysOf(auth.db, user.id)).map(serializePasskey));
}

async function ownPasskey(db: Queryable, userId: string, c: Context): Promise<PasskeyRow> {
  const id = c.req.param('passkeyId') ?? '';
  if (!UUID.test(id)) throw passkeyNotFound();
  const passkey = await findPasskeyOf(db, userId, id.toLowerCase());
  if (!passkey) throw passkeyNotFound();
  return passkey;
}

/** PATCH /passkeys/{id}: renames one of the caller's passkeys. */
export async function updateOwnPasskey(auth: AuthServer, c: Context<AuthEnv>) {
  settingsOf(auth);
  const { user } = c.get('caller');
  const id = c.req.param('passkeyId') ?? '';
  if (!UUID.test(id)) throw passkeyNotFound();
  const body = await readBody(c);
  const name = typeof body.friendly_name === 'string' ? body.friendly_name : '';
  if (!name) throw validation('friendly_name is required');
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) {
    throw validation(`friendly_name must be ${MAX_NAME_BYTES} characters or less`);
  }
  const passkey = await ownPasskey(auth.db, user.id, c);
  return c.json(serializePasskey(await renamePasskey(auth.db, passkey, name)));
}

/** DELETE /passkeys/{id}: removes one of the caller's passkeys (aal2 when MFA is on). */
export async function deleteOwnPasskey(auth: AuthServer, c: Context<AuthEnv>) {
  settingsOf(auth);
  const caller = c.get('caller');
  await assertManagementAal(auth.db, caller);
  await deletePasskeyOf(auth.db, await ownPasskey(auth.db, caller.user.id, c));
  return c.body(null, 204);
}

/** The `{id}` user of an admin passkey route (GoTrue `loadUser`). */
async function adminTarget(db: Queryable, c: Context): Promise<UserRow> {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(db, id.toLowerCase());
  if (!user) throw userNotFound();
  return user;
}

/** GET /admin/users/{id}/passkeys (service role): answered whether or not passkey sign-in is on, as GoTrue does. */
export async function adminListPasskeys(auth: AuthServer, c: Context) {
  const user = await adminTarget(auth.db, c);
  return c.json((await listPasskeysOf(auth.db, user.id)).map(serializePasskey));
}

/** DELETE /admin/users/{id}/passkeys/{passkeyId} (service role). */
export async function adminDeletePasskey(auth: AuthServer, c: Context) {
  const user = await adminTarget(auth.db, c);
  await deletePasskeyOf(auth.db, await ownPasskey(auth.db, user.id, c));
  return c.body(null, 204);
}
