import type { Session } from '@supabase/supabase-js';
import type { ArdenaSupabaseClient } from '../client/client';
import type { AuthFailure } from '../forms/authFormState';
import { toAuthFailure } from './result';

// Passkeys through supabase-js's `auth.passkey` API (the client needs `experimental: { passkey: true }`, which
// `createSupabaseClient` sets). The browser half of each ceremony goes through a `PasskeyBrowser`, so the sign-in
// form can ask for passkey autofill (conditional mediation), which supabase-js's one-call helpers do not offer.

/** A passkey as the server lists it (GoTrue's `PasskeyListItem`). */
export interface Passkey {
  id: string;
  friendly_name?: string;
  created_at: string;
  last_used_at?: string;
}

/**
 * Why a passkey action failed, for the message to show: the browser has no WebAuthn (`unsupported`), the person
 * closed the prompt or let it time out (`cancelled`), the passkey is not (or no longer) known to the account
 * (`notFound`), this authenticator already holds one for the account (`alreadyRegistered`), anything else (`failed`).
 */
export type PasskeyFailureKind = 'unsupported' | 'cancelled' | 'notFound' | 'alreadyRegistered' | 'failed';

export type PasskeyFailure = AuthFailure & { kind: PasskeyFailureKind };

export type PasskeyResult<T> = { ok: true; data: T } | { ok: false; error: PasskeyFailure; aborted?: boolean };

type Json = Record<string, unknown>;

/** The browser's WebAuthn, in WebAuthn's JSON forms. `browserPasskeys` is the real one; tests pass a fake. */
export interface PasskeyBrowser {
  /** Whether this browser can create and use passkeys at all. */
  supported(): boolean;
  /** Whether it can offer passkeys in a field's autofill (`autocomplete="username webauthn"`). */
  autofillSupported(): Promise<boolean>;
  create(options: Json, signal?: AbortSignal): Promise<Json>;
  get(options: Json, mediation: 'conditional' | undefined, signal?: AbortSignal): Promise<Json>;
}

const fromBase64url = (value: string): ArrayBuffer => {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return bytes.buffer;
};

const toBase64url = (buffer: ArrayBuffer | null | undefined): string | undefined => {
  if (!buffer) return undefined;
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

type Descriptor = { id: string; type: string; transports?: string[] };
const descriptors = (list: unknown) =>
  Array.isArray(list)
    ? (list as Descriptor[]).map((item) => ({ ...item, id: fromBase64url(item.id) }) as PublicKeyCredentialDescriptor)
    : undefined;

type JsonCapableCredential = PublicKeyCredential & { toJSON?: () => Json };
type PublicKeyCredentialStatics = typeof PublicKeyCredential & {
  parseCreationOptionsFromJSON?: (options: Json) => PublicKeyCredentialCreationOptions;
  parseRequestOptionsFromJSON?: (options: Json) => PublicKeyCredentialRequestOptions;
};

function credentialJson(credential: JsonCapableCredential): Json {
  if (typeof credential.toJSON === 'function') return credential.toJSON();
  // Browsers before `toJSON()` (Safari < 18.4): the same JSON, encoded by hand.
  const response = credential.response as AuthenticatorAttestationResponse & AuthenticatorAssertionResponse;
  const isAssertion = 'signature' in response && response.signature !== undefined;
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    clientExtensionResults: credential.getClientExtensionResults(),
    response: isAssertion
      ? {
          clientDataJSON: toBase64url(response.clientDataJSON),
          authenticatorData: toBase64url(response.authenticatorData),
          signature: toBase64url(response.signature),
          userHandle: toBase64url(response.userHandle),
        }
      : {
          clientDataJSON: toBase64url(response.clientDataJSON),
          attestationObject: toBase64url(response.attestationObject),
          transports: typeof response.getTransports === 'function' ? response.getTransports() : [],
        },
  };
}

/** WebAuthn refuses an IP address as relying party, so on a page opened by one every ceremony would fail. */
const ipAddressHost = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/** The real WebAuthn of the page's browser. */
export const browserPasskeys: PasskeyBrowser = {
  supported: () =>
    typeof window !== 'undefined' &&
    typeof window.PublicKeyCredential === 'function' &&
    typeof navigator.credentials?.create === 'function' &&
    !ipAddressHost.test(window.location.hostname),
  async autofillSupported() {
    if (!browserPasskeys.supported()) return false;
    const statics = window.PublicKeyCredential as typeof PublicKeyCredential & {
      isConditionalMediationAvailable?: () => Promise<boolean>;
    };
    try {
      return (await statics.isConditionalMediationAvailable?.()) === true;
    } catch {
      return false;
    }
  },
  async create(options, signal) {
    const statics = window.PublicKeyCredential as PublicKeyCredentialStatics;
    const publicKey =
      statics.parseCreationOptionsFromJSON?.(options) ??
      ({
        ...options,
        challenge: fromBase64url(options.challenge as string),
        user: { ...(options.user as Json), id: fromBase64url((options.user as Json).id as string) },
        excludeCredentials: descriptors(options.excludeCredentials),
      } as unknown as PublicKeyCredentialCreationOptions);
    const credential = await navigator.credentials.create({ publicKey, signal });
    if (!credential) throw new DOMException('No credential was created', 'NotAllowedError');
    return credentialJson(credential as JsonCapableCredential);
  },
  async get(options, mediation, signal) {
    const statics = window.PublicKeyCredential as PublicKeyCredentialStatics;
    const publicKey =
      statics.parseRequestOptionsFromJSON?.(options) ??
      ({
        ...options,
        challenge: fromBase64url(options.challenge as string),
        allowCredentials: descriptors(options.allowCredentials),
      } as unknown as PublicKeyCredentialRequestOptions);
    const credential = await navigator.credentials.get({ publicKey, signal, ...(mediation ? { mediation } : {}) });
    if (!credential) throw new DOMException('No passkey was chosen', 'NotAllowedError');
    return credentialJson(credential as JsonCapableCredential);
  },
};

const fail = (kind: PasskeyFailureKind, failure: AuthFailure): { ok: false; error: PasskeyFailure } => ({
  ok: false,
  error: { ...failure, kind },
});

/** A browser-side failure: an abort we asked for is silent, a dismissed prompt is `cancelled`. */
function browserFailure(error: unknown): PasskeyResult<never> {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : 'The passkey request failed';
  if (name === 'AbortError') return { ...fail('cancelled', { message }), aborted: true };
  if (name === 'NotAllowedError') return fail('cancelled', { message });
  if (name === 'InvalidStateError') return fail('alreadyRegistered', { message });
  // SecurityError: the page's address cannot use this relying party (an IP address, another domain).
  if (name === 'SecurityError' || name === 'NotSupportedError') return fail('unsupported', { message });
  return fail('failed', { message });
}

function serverFailure(error: Parameters<typeof toAuthFailure>[0]): PasskeyResult<never> {
  const failure = toAuthFailure(error);
  if (failure.code === 'webauthn_verification_failed' || failure.status === 404) return fail('notFound', failure);
  if (failure.code === 'webauthn_credential_exists') return fail('alreadyRegistered', failure);
  return fail('failed', failure);
}

const unsupported = () =>
  fail('unsupported', { message: 'This browser does not support passkeys' }) as PasskeyResult<never>;

/** Signs in with a passkey the person picks (a prompt, or with `mediation: 'conditional'` the field's autofill). */
export async function signInWithPasskey(
  client: ArdenaSupabaseClient,
  {
    browser = browserPasskeys,
    mediation,
    signal,
  }: { browser?: PasskeyBrowser; mediation?: 'conditional'; signal?: AbortSignal } = {},
): Promise<PasskeyResult<Session>> {
  if (!browser.supported()) return unsupported();
  const started = await client.auth.passkey.startAuthentication();
  if (started.error || !started.data) return serverFailure(started.error ?? { message: 'No passkey challenge' });
  let credential: Json;
  try {
    credential = await browser.get(started.data.options as unknown as Json, mediation, signal);
  } catch (error) {
    return browserFailure(error);
  }
  const verified = await client.auth.passkey.verifyAuthentication({
    challengeId: started.data.challenge_id,
    credential: credential as never,
  });
  if (verified.error || !verified.data?.session) {
    const failure = serverFailure(verified.error ?? { message: 'No session' });
    if (!failure.ok && failure.error.kind === 'notFound') forgetUnknownPasskey(started.data.options, credential);
    return failure;
  }
  return { ok: true, data: verified.data.session };
}

/**
 * Tells the authenticator that the server no longer knows this credential (WebAuthn's `signalUnknownCredential`,
 * where the browser has it), so it stops offering a passkey that was removed from the account.
 */
function forgetUnknownPasskey(options: { rpId?: string }, credential: Json): void {
  const statics = (typeof window === 'undefined' ? undefined : window.PublicKeyCredential) as
    | { signalUnknownCredential?: (detail: { rpId: string; credentialId: string }) => Promise<void> }
    | undefined;
  if (!options.rpId || typeof credential.id !== 'string') return;
  statics?.signalUnknownCredential?.({ rpId: options.rpId, credentialId: credential.id }).catch(() => undefined);
}

/** Registers a new passkey for the signed-in person. */
export async function addPasskey(
  client: ArdenaSupabaseClient,
  { browser = browserPasskeys, signal }: { browser?: PasskeyBrowser; signal?: AbortSignal } = {},
): Promise<PasskeyResult<Passkey>> {
  if (!browser.supported()) return unsupported();
  const started = await client.auth.passkey.startRegistration();
  if (started.error || !started.data) return serverFailure(started.error ?? { message: 'No passkey challenge' });
  let credential: Json;
  try {
    credential = await browser.create(started.data.options as unknown as Json, signal);
  } catch (error) {
    return browserFailure(error);
  }
  const created = await client.auth.passkey.verifyRegistration({
    challengeId: started.data.challenge_id,
    credential: credential as never,
  });
  if (created.error || !created.data) return serverFailure(created.error ?? { message: 'No passkey' });
  return { ok: true, data: created.data as Passkey };
}

/** The signed-in person's passkeys, oldest first. */
export async function listPasskeys(client: ArdenaSupabaseClient): Promise<PasskeyResult<Passkey[]>> {
  const { data, error } = await client.auth.passkey.list();
  if (error || !data) return serverFailure(error ?? { message: 'No passkeys' });
  return { ok: true, data: data as Passkey[] };
}

export async function renamePasskey(
  client: ArdenaSupabaseClient,
  passkeyId: string,
  friendlyName: string,
): Promise<PasskeyResult<Passkey>> {
  const { data, error } = await client.auth.passkey.update({ passkeyId, friendlyName });
  if (error || !data) return serverFailure(error ?? { message: 'No passkey' });
  return { ok: true, data: data as Passkey };
}

export async function removePasskey(client: ArdenaSupabaseClient, passkeyId: string): Promise<PasskeyResult<null>> {
  const { error } = await client.auth.passkey.delete({ passkeyId });
  if (error) return serverFailure(error);
  return { ok: true, data: null };
}
