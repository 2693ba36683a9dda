import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A passkey made in a test or the bench: an ES256 key pair of node:crypto, answering the API's WebAuthn
// options as a browser would (attestation 'none', user present and verified), with real signatures.
// Nothing of the verifier is mocked: the API checks these as it checks a phone's.

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** authenticatorData flags: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
}

export interface Answer {
  /** Another origin than the passkey's page (a phishing page's). */
  origin?: string;
  /** Whether the person was verified (PIN, fingerprint); the API requires it. */
  userVerified?: boolean;
  /** Sign with this key instead of the passkey's own (a forger's). */
  signingKey?: KeyObject;
}

export class SoftwarePasskey {
  /** `origin`: the page's, as a browser puts it in the client data; the API checks it against WEBAUTHN_ORIGINS. */
  constructor(private readonly origin: string) {}

  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private signCount = 0;

  get id(): string {
    return b64url(this.credentialId);
  }

  private authenticatorData(rpId: string, flags: number, attested: Uint8Array | null): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.signCount);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The COSE form of the public key: EC2, ES256, P-256. */
  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const key = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    return isoCBOR.encode(key);
  }

  /** What navigator.credentials.create() answers, as @simplewebauthn/browser encodes it. */
  register(options: Options, { origin = this.origin, userVerified = true }: Answer = {}) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const authData = this.authenticatorData(options.rp?.id ?? 'localhost', UP | AT | (userVerified ? UV : 0), attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
    };
  }

  /** What navigator.credentials.get() answers: a signature over authenticatorData and the client data's hash. */
  authenticate(options: Options, { origin = this.origin, userVerified = true, signingKey }: Answer = {}) {
    this.signCount += 1;
    const authData = this.authenticatorData(options.rpId ?? 'localhost', UP | (userVerified ? UV : 0), null);
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), signingKey ?? this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature) },
    };
  }
}

/** A key that is no passkey's: a forger's. */
export const strangerKey = (): KeyObject => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
