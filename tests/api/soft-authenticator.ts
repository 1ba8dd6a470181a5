import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { z } from 'zod';

/**
 * A passkey in software, for the API tests: an ECDSA P-256 key (ES256) made with node:crypto, answering the
 * server's options as a browser and an authenticator together would. Its registration is a real `none`
 * attestation (authenticator data with the COSE public key, CBOR-encoded), its sign-ins real signatures over the
 * authenticator data and the hash of the client data. Nothing here trusts the server: it signs what it is given,
 * for the origin it is told it is on, so the tests can also make it lie.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

/** What the authenticator reads of the server's options, registration's (`rp.id`) or sign-in's (`rpId`). */
const optionsRead = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional() }).optional(),
  rpId: z.string().optional(),
});

function uint32(n: number) {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
}

/** The public key as COSE_Key (RFC 9053): EC2, ES256, P-256, x and y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  readonly id = b64url(this.credentialId);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** The signature counter; a test may wind it back, as a cloned key would. */
  counter = 0;

  /** `origin` is where the browser says the ceremony ran; the RP ID comes from the options, as a browser takes it. */
  constructor(readonly origin: string) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** `navigator.credentials.create()`'s answer to the server's registration options. */
  register(options: unknown) {
    const { challenge, rp } = optionsRead.parse(options);
    const rpId = rp?.id ?? new URL(this.origin).hostname;
    const credential = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none
      Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 0xff]),
      this.credentialId,
      coseKey(this.keys.publicKey),
    ]);
    const flags = FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), uint32(this.counter), credential]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** `navigator.credentials.get()`'s answer: the counter goes up by one, as an authenticator's does. */
  assert(options: unknown) {
    const { challenge, rpId: asked } = optionsRead.parse(options);
    this.counter += 1;
    const rpId = asked ?? new URL(this.origin).hostname;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
      uint32(this.counter),
    ]);
    const clientData = this.clientData('webauthn.get', challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}
