/**
 * Passkeys in the HTTP-level fake: the `/auth/v1/passkeys` endpoints answering in GoTrue's wire format (for MSW), and
 * a scripted browser (`PasskeyBrowser`) standing in for WebAuthn's prompt, which no test runner can click.
 */
import { delay, HttpResponse, http } from 'msw';
import type { Passkey, PasskeyBrowser } from '../data/passkeysApi';
import { consumerUser, fakeConnection, sessionFor } from './fakeSupabase';

const api = `${fakeConnection.url}/auth/v1`;

export const samplePasskeys: Passkey[] = [
  {
    id: '5d1a8c3e-7b2f-4e61-9a0c-2f4b6d8e0a11',
    friendly_name: 'iCloud Keychain',
    created_at: '2026-02-10T08:30:00Z',
    last_used_at: '2026-03-02T17:45:00Z',
  },
  { id: '5d1a8c3e-7b2f-4e61-9a0c-2f4b6d8e0a12', friendly_name: 'YubiKey 5 Series', created_at: '2026-02-21T12:00:00Z' },
];

function authError(status: number, code: string, message: string) {
  // GoTrue answers supabase-js (which sends X-Supabase-Api-Version) in the versioned shape and echoes the header.
  return HttpResponse.json(
    { code, message },
    { status, headers: { 'x-sb-error-code': code, 'x-supabase-api-version': '2024-01-01' } },
  );
}

const creationOptions = {
  challenge_id: '7f0e5a4c-1b2d-4c3e-8f9a-0b1c2d3e4f50',
  expires_at: 1_900_000_000,
  options: {
    rp: { name: 'Ardena', id: 'localhost' },
    user: { id: 'MGI3ZjRjMWUtMWYxYS00YzU1LTlhNTUtM2QyYjhhN2MwMDAx', name: consumerUser.email, displayName: 'Mia' },
    challenge: 'q2fW5X0xY3dQ7cZ1nR8kTg',
    pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    timeout: 300000,
    excludeCredentials: [],
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    attestation: 'none',
  },
};

const requestOptions = {
  challenge_id: '7f0e5a4c-1b2d-4c3e-8f9a-0b1c2d3e4f51',
  expires_at: 1_900_000_000,
  options: { challenge: 'b3JpZ2luYWwtY2hhbGxlbmdl', timeout: 300000, rpId: 'localhost', userVerification: 'preferred' },
};

export type PasskeyListBehaviour = Passkey[] | 'error' | 'slow';

export interface PasskeyHandlerOptions {
  /** What `GET /passkeys` answers; the list then changes as the story adds, renames and removes. */
  list?: PasskeyListBehaviour;
  /** How sign-in verification answers: a session, or the passkey is unknown (removed from the account). */
  signIn?: 'ok' | 'unknownPasskey';
  /** Rename and remove answer 404, as for a passkey already removed elsewhere. */
  gone?: boolean;
}

/** The passkey endpoints, keeping a list that registration, rename and removal change. */
export function passkeyHandlers({ list = samplePasskeys, signIn = 'ok', gone = false }: PasskeyHandlerOptions = {}) {
  let passkeys = Array.isArray(list) ? [...list] : [];
  return [
    http.get(`${api}/passkeys`, async () => {
      if (list === 'slow') await delay('infinite');
      if (list === 'error') return authError(500, 'unexpected_failure', 'Unexpected failure');
      return HttpResponse.json(passkeys);
    }),
    http.post(`${api}/passkeys/registration/options`, () => HttpResponse.json(creationOptions)),
    http.post(`${api}/passkeys/registration/verify`, () => {
      const created = {
        id: `5d1a8c3e-7b2f-4e61-9a0c-2f4b6d8e0b${String(passkeys.length).padStart(2, '0')}`,
        friendly_name: 'Passkey',
        created_at: '2026-03-05T10:00:00Z',
      };
      passkeys = [...passkeys, created];
      return HttpResponse.json(created);
    }),
    http.patch(`${api}/passkeys/:id`, async ({ params, request }) => {
      const passkey = passkeys.find((candidate) => candidate.id === params.id);
      if (gone || !passkey) return authError(404, 'validation_failed', 'Passkey not found');
      const { friendly_name } = (await request.json()) as { friendly_name: string };
      passkey.friendly_name = friendly_name;
      return HttpResponse.json(passkey);
    }),
    http.delete(`${api}/passkeys/:id`, ({ params }) => {
      const found = passkeys.some((candidate) => candidate.id === params.id);
      passkeys = passkeys.filter((candidate) => candidate.id !== params.id);
      if (gone || !found) return authError(404, 'validation_failed', 'Passkey not found');
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${api}/passkeys/authentication/options`, () => HttpResponse.json(requestOptions)),
    http.post(`${api}/passkeys/authentication/verify`, () =>
      signIn === 'ok'
        ? HttpResponse.json(sessionFor(consumerUser))
        : authError(400, 'webauthn_verification_failed', 'Credential verification failed'),
    ),
  ];
}

/**
 * How the scripted browser answers a ceremony: as if the person used their authenticator (`ok`), closed the
 * prompt (`cancelled`), or the browser has no WebAuthn (`unsupported`). `waits` never answers (a prompt left open).
 */
export type FakePasskeyOutcome = 'ok' | 'cancelled' | 'unsupported' | 'waits';

const fakeCredential = {
  id: 'AQIDBAUGBwgJCgsMDQ4PEA',
  rawId: 'AQIDBAUGBwgJCgsMDQ4PEA',
  type: 'public-key',
  clientExtensionResults: {},
  authenticatorAttachment: 'platform',
};

/** A `PasskeyBrowser` that answers as scripted; autofill is offered only with `autofill: true`. */
export function fakePasskeyBrowser(outcome: FakePasskeyOutcome = 'ok', { autofill = false } = {}): PasskeyBrowser {
  const answer = (response: Record<string, unknown>, signal?: AbortSignal) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      if (outcome === 'cancelled')
        reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
      if (outcome === 'ok') resolve({ ...fakeCredential, response });
    });
  return {
    supported: () => outcome !== 'unsupported',
    autofillSupported: async () => autofill && outcome !== 'unsupported',
    create: (_options, signal) =>
      answer({ clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] }, signal),
    get: (_options, mediation, signal) =>
      // The autofill request waits for a pick that never comes; only the prompt answers.
      mediation === 'conditional'
        ? new Promise<never>((_resolve, reject) =>
            signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          )
        : answer({ clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA', userHandle: 'AA' }, signal),
  };
}
