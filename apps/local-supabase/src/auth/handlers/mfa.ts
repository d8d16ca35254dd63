import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import QRCode from 'qrcode';
import { AuthError, validation } from '../errors';
import { clientIp } from '../middleware';
import { readBody, str } from '../request';
import { addAmrClaim, rotateActiveToken, tokenResponse } from '../sessions';
import { type AuthEnv, type AuthServer, reload, UUID } from '../shared';
import { newTotpSecret, verifyTotp } from '../totp';
import type { FactorRow } from '../users';

const MFA_CHALLENGE_SECONDS = 300;
const MAX_FACTORS = 10;

async function ownFactor({ db }: AuthServer, c: Context<AuthEnv>) {
  const factorId = c.req.param('id') ?? '';
  if (!UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = (
    await db.query<FactorRow>(
      'select *, factor_type::text, status::text from auth.mfa_factors where id = $1 and user_id = $2',
      [factorId, c.get('caller').user.id],
    )
  ).rows[0];
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** POST /factors (mfa.enroll): TOTP only. */
/** Longest friendly_name and issuer: stored in a unique index or drawn into the QR code. */
const MAX_FRIENDLY_NAME_LENGTH = 256;

export async function enrollFactor(auth: AuthServer, c: Context<AuthEnv>) {
  const body = await readBody(c);
  const { user, aal } = c.get('caller');
  if (user.is_anonymous) {
    throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
  }
  const factorType = str(body, 'factor_type');
  const friendlyName = str(body, 'friendly_name') ?? '';
  if (factorType === 'phone') {
    throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (factorType === 'webauthn') {
    throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (factorType !== 'totp') throw validation('factor_type needs to be totp, phone, or webauthn');
  if (friendlyName.length > MAX_FRIENDLY_NAME_LENGTH) {
    throw validation(`friendly_name must be at most ${MAX_FRIENDLY_NAME_LENGTH} characters`);
  }
  const issuerName = str(body, 'issuer') || new URL(auth.config.siteUrl).hostname;
  if (issuerName.length > MAX_FRIENDLY_NAME_LENGTH) {
    throw validation(`issuer must be at most ${MAX_FRIENDLY_NAME_LENGTH} characters`);
  }
  const result = await auth.db.transaction(async (tx) => {
    await tx.query(
      `delete from auth.mfa_factors f where f.user_id = $1 and f.status = 'unverified'
         and f.created_at < now() - interval '${MFA_CHALLENGE_SECONDS} seconds'
         and not exists (select 1 from auth.mfa_challenges ch where ch.factor_id = f.id)`,
      [user.id],
    );
    const factors = (
      await tx.query<{ friendly_name: string | null; status: string }>(
        'select friendly_name, status::text from auth.mfa_factors where user_id = $1',
        [user.id],
      )
    ).rows;
    if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (factors.length >= MAX_FACTORS) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (factors.some((factor) => factor.status === 'verified') && aal !== 'aal2') {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const id = randomUUID();
    const secret = newTotpSecret();
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, user.id, friendlyName, secret],
    );
    return { id, secret };
  });
  const label = encodeURIComponent(`${issuerName}:${user.email ?? ''}`);
  const uri = `otpauth://totp/${label}?algorithm=SHA1&digits=6&issuer=${encodeURIComponent(issuerName)}&period=30&secret=${result.secret}`;
  const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return c.json({
    id: result.id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: qr, secret: result.secret, uri },
  });
}

/** POST /factors/{id}/challenge */
export async function challengeFactor(auth: AuthServer, c: Context<AuthEnv>) {
  await readBody(c);
  const factor = await ownFactor(auth, c);
  const id = randomUUID();
  const created = new Date();
  await auth.db.query(
    'insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, $3, $4)',
    [id, factor.id, created, clientIp(c)],
  );
  await auth.db.query('update auth.mfa_factors set last_challenged_at = $2 where id = $1', [factor.id, created]);
  return c.json({ id, type: 'totp', expires_at: Math.floor(created.getTime() / 1000) + MFA_CHALLENGE_SECONDS });
}

/** POST /factors/{id}/verify: the same session, now aal2. */
export async function verifyFactor(auth: AuthServer, c: Context<AuthEnv>) {
  const body = await readBody(c);
  const code = str(body, 'code') ?? '';
  const challengeId = str(body, 'challenge_id') ?? '';
  const factor = await ownFactor(auth, c);
  const { user, sessionId } = c.get('caller');
  if (!code) throw validation('Code needs to be non-empty');
  const session = await auth.db.transaction(async (tx) => {
    const challenge = UUID.test(challengeId)
      ? (
          await tx.query<{ id: string; created_at: Date; verified_at: Date | null; ip_address: string }>(
            'select id, created_at, verified_at, host(ip_address) as ip_address from auth.mfa_challenges where id = $1 and factor_id = $2',
            [challengeId, factor.id],
          )
        ).rows[0]
      : undefined;
    if (!challenge) {
      throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    }
    if (challenge.verified_at || challenge.ip_address !== clientIp(c)) {
      throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (Date.now() > new Date(challenge.created_at).getTime() + MFA_CHALLENGE_SECONDS * 1000) {
      throw new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (!verifyTotp(factor.secret ?? '', code)) return { failed: true as const };
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
    await tx.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id]);
    await tx.query(
      "delete from auth.mfa_factors where user_id = $1 and id <> $2 and status = 'unverified' and factor_type = 'totp'",
      [user.id, factor.id],
    );
    await addAmrClaim(tx, sessionId, 'totp');
    await tx.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [
      sessionId,
      factor.id,
    ]);
    await tx.query("delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'", [user.id, sessionId]);
    const refreshToken = await rotateActiveToken(tx, user, sessionId);
    return {
      failed: false as const,
      session: await tokenResponse(tx, auth.issuer, await reload(tx, user.id), sessionId, refreshToken),
    };
  });
  if (session.failed) throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  return c.json(session.session);
}

/** DELETE /factors/{id} (mfa.unenroll) */
export async function unenrollFactor(auth: AuthServer, c: Context<AuthEnv>) {
  const factor = await ownFactor(auth, c);
  if (factor.status === 'verified' && c.get('caller').aal !== 'aal2') {
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await auth.db.transaction(async (tx) => {
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    const bound = await tx.query<{ id: string }>(
      "update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1 returning id",
      [factor.id],
    );
    for (const row of bound.rows) {
      await tx.query("delete from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'totp'", [
        row.id,
      ]);
    }
  });
  return c.json({ id: factor.id });
}
