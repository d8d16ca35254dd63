// A platform authenticator in software, for tests: it answers WebAuthn creation and request options as a browser and
// authenticator together would, with a real P-256 key, a `none` attestation and signed assertions, so the server's
// verification runs on real data. Encoding (CBOR through @simplewebauthn's helper) lives here, on the test side only.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

/** What a misbehaving (or phished) client may change in one ceremony. */
export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  /** The signature counter to report instead of the next one. */
  counter?: number;
}

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle: string | undefined;
  /** The last counter this authenticator reported. */
  counter = 0;

  constructor(private readonly defaults: { rpId: string; origin: string }) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  /** The COSE_Key of the public key: EC2, ES256, P-256, x, y. */
  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]),
    );
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
    const header = Buffer.alloc(37);
    sha256(rpId).copy(header, 0);
    header[32] = flags;
    header.writeUInt32BE(counter, 33);
    return attested ? Buffer.concat([header, attested]) : header;
  }

  /** navigator.credentials.create(): a new credential for the options' user, as RegistrationResponseJSON. */
  create(options: CreationOptions, overrides: CeremonyOverrides = {}) {
    this.userHandle = options.user.id;
    const rpId = overrides.rpId ?? options.rp.id ?? this.defaults.rpId;
    const clientDataJSON = this.clientData(
      'webauthn.create',
      options.challenge,
      overrides.origin ?? this.defaults.origin,
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const authData = this.authenticatorData(
      rpId,
      FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA,
      overrides.counter ?? this.counter,
      attested,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** navigator.credentials.get(): an assertion signed with this credential's key, as AuthenticationResponseJSON. */
  get(options: RequestOptions, overrides: CeremonyOverrides = {}) {
    if (!this.userHandle) throw new Error('this authenticator holds no credential yet: call create() first');
    const rpId = overrides.rpId ?? options.rpId ?? this.defaults.rpId;
    this.counter = overrides.counter ?? this.counter + 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin ?? this.defaults.origin);
    const authData = this.authenticatorData(rpId, FLAG_USER_PRESENT | FLAG_USER_VERIFIED, this.counter);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}
