import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Config } from '../config.ts';
import { messageIn } from '../i18n/messages.ts';

/**
 * The relying party's side of a passkey (issue 29, docs/decisions/021), with @simplewebauthn/server. A passkey is
 * bound to the site's host name (the RP ID), taken from PUBLIC_URL as the origin check takes it, so a passkey
 * added on the site works on the site and nowhere else; the browser's answer must come from PUBLIC_URL's origin.
 *
 * The passkey is the second step, after the password: the browser must see the person there (user presence)
 * but need not ask for the device's PIN or fingerprint, so a security key without a PIN serves too.
 */

/** How long the browser's dialog may stay open; the challenge lives a little longer, as the sign-in step does. */
const CEREMONY_MS = 2 * 60 * 1000;
export const CHALLENGE_LIFE_MS = 5 * 60 * 1000;

export function relyingParty(config: Config) {
  const site = new URL(config.publicUrl);
  return { id: site.hostname, origin: site.origin, name: messageIn('en', 'shell.siteName') };
}

type Credential = { id: string; transports: string[] };

// The browser's lists of transports are strings it may extend; the library takes only the names it knows.
type Transport = NonNullable<
  NonNullable<Parameters<typeof generateAuthenticationOptions>[0]['allowCredentials']>[number]['transports']
>[number];
const described = ({ id, transports }: Credential) => ({ id, transports: transports as Transport[] });

/** What `navigator.credentials.create()` is given: the account, and its passkeys, not to be added twice. */
export async function registrationOptions(config: Config, account: { email: string }, existing: Credential[]) {
  const rp = relyingParty(config);
  // No extensions: the gallery reads none of their results.
  const { extensions: _none, ...options } = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.email,
    timeout: CEREMONY_MS,
    attestationType: 'none',
    excludeCredentials: existing.map(described),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  return options;
}

/** The new passkey, or undefined when the answer proves nothing (wrong challenge, origin, site or signature). */
export async function verifiedRegistration(config: Config, response: RegistrationResponseJSON, challenge: string) {
  const rp = relyingParty(config);
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!verified) return undefined;
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return undefined;
  }
}

/** What `navigator.credentials.get()` is given to finish a sign-in: the account's passkeys. */
export async function authenticationOptions(config: Config, credentials: Credential[]) {
  const { extensions: _none, ...options } = await generateAuthenticationOptions({
    rpID: relyingParty(config).id,
    allowCredentials: credentials.map(described),
    timeout: CEREMONY_MS,
    userVerification: 'preferred',
  });
  return options;
}

type StoredPasskey = { credentialId: string; publicKey: Uint8Array; counter: number; transports: string[] };

/**
 * The counter the authenticator now reports, or undefined when the signature, challenge, origin or site is not
 * right, or the counter went backwards (a copied key).
 */
export async function verifiedAssertion(
  config: Config,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: StoredPasskey,
): Promise<number | undefined> {
  const rp = relyingParty(config);
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as Transport[],
      },
    });
    return verified ? authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
