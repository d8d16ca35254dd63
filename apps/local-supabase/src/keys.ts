import type { JsonWebKey, KeyObject } from 'node:crypto';
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The ES256 key that signs access tokens, and its public half for JWKS and local verification. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Public JWK as GoTrue publishes it (`use: sig`, `key_ops: [verify]`). */
  publicJwk: JsonWebKey & { kid: string; alg: 'ES256'; use: 'sig'; key_ops: ['verify'] };
}

function fromPrivateJwk(jwk: JsonWebKey & { kid?: string }): SigningKey {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d)
    throw new Error('JWT_SIGNING_KEY must be a private EC P-256 JWK');
  const kid = jwk.kid ?? randomUUID();
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  return {
    kid,
    privateKey,
    publicKey,
    publicJwk: { kty, crv, x, y, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] },
  };
}

/** From env (a private JWK), else the file under DATA_DIR, else a new key (written there so tokens survive restarts). */
export function loadSigningKey(keyFile: string | null, jwkFromEnv?: string): SigningKey {
  if (jwkFromEnv) return fromPrivateJwk(JSON.parse(jwkFromEnv));
  if (keyFile && existsSync(keyFile)) return fromPrivateJwk(JSON.parse(readFileSync(keyFile, 'utf8')));
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'ES256' };
  if (keyFile) {
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, JSON.stringify(jwk, null, 2), { mode: 0o600 });
  }
  return fromPrivateJwk(jwk);
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export function signJwt(key: SigningKey, payload: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'ES256', kid: key.kid, typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), {
    key: key.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${header}.${body}.${base64url(signature)}`;
}

export type JwtCheck =
  | { ok: true; payload: Record<string, unknown> }
  | { ok: false; reason: 'invalid' | 'expired'; message: string };

/** Verifies signature (ES256 with our kid only) and `exp`; messages follow GoTrue's `invalid JWT: …` wording. */
export function verifyJwt(key: SigningKey, token: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return {
      ok: false,
      reason: 'invalid',
      message: 'invalid JWT: unable to parse or verify signature, token is malformed',
    };
  }
  const [headerPart, bodyPart, signaturePart] = parts as [string, string, string];
  let header: { alg?: string; kid?: string };
  let payload: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(bodyPart, 'base64url').toString('utf8'));
  } catch {
    return {
      ok: false,
      reason: 'invalid',
      message: 'invalid JWT: unable to parse or verify signature, token is malformed',
    };
  }
  if (header.alg !== 'ES256' || header.kid !== key.kid) {
    return {
      ok: false,
      reason: 'invalid',
      message: `invalid JWT: unable to parse or verify signature, token is unverifiable: signing method ${header.alg ?? 'none'} is invalid`,
    };
  }
  const valid = verify(
    'sha256',
    Buffer.from(`${headerPart}.${bodyPart}`),
    { key: key.publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!valid) {
    return {
      ok: false,
      reason: 'invalid',
      message: 'invalid JWT: unable to parse or verify signature, token signature is invalid',
    };
  }
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) {
    return {
      ok: false,
      reason: 'expired',
      message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    };
  }
  return { ok: true, payload };
}
