import { createHash } from 'node:crypto';
import { validation } from './errors';
import { type Body, str } from './request';

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

/** PKCE parameters of a request body: both or neither, a valid s256/plain challenge. */
export function pkceParams(body: Body): PkceParams | undefined {
  const challenge = str(body, 'code_challenge');
  const method = str(body, 'code_challenge_method');
  if (!challenge && !method) return undefined;
  if (!challenge || !method) throw validation('PKCE flow requires code_challenge_method and code_challenge');
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') throw validation('Invalid code_challenge_method');
  if (challenge.length < 43 || challenge.length > 128) {
    throw validation('code challenge has to be between 43 and 128 characters');
  }
  if (!/^[A-Za-z0-9\-._~]+$/.test(challenge)) {
    throw validation(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  return { challenge, method: normalized };
}

/** Whether `verifier` matches the challenge stored in a flow state (`internal/security/pkce.go`). */
export function verifierMatches(verifier: string, challenge: string, method: string): boolean {
  const expected = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return expected === challenge;
}
