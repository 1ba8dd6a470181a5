import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { lazyTexts } from '#shared/messages/index';

/**
 * The browser's side of a passkey (issue 29, docs/decisions/021). @simplewebauthn/browser is loaded here, and
 * only when a ceremony starts or a screen that offers one asks for it ahead (`preloadPasskeys`): the Two-step
 * screen and the second step of sign-in. No public page's script carries it.
 */

export const PASSKEY_CEREMONY_TEXTS = lazyTexts({
  cancelled: 'page.login.passkey.cancelled',
  alreadyOnDevice: 'page.login.passkey.alreadyOnDevice',
  failed: 'page.login.passkey.failed',
  unsupported: 'page.login.passkey.unsupported',
  unreachable: 'page.login.passkey.unreachable',
});

export type Ceremony<T> = { ok: true; credential: T } | { ok: false; error: string };

const library = () => import('@simplewebauthn/browser');

/** Starts loading the library while staff read the screen, so the ceremony opens at once on their click. */
export function preloadPasskeys(): void {
  library().catch(() => undefined);
}

/** Whether this browser has WebAuthn at all, asked without loading the library. */
export const browserHasPasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

function ceremonyError(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return PASSKEY_CEREMONY_TEXTS.alreadyOnDevice;
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_CEREMONY_TEXTS.cancelled;
  return PASSKEY_CEREMONY_TEXTS.failed;
}

async function ceremony<T>(run: (lib: Awaited<ReturnType<typeof library>>) => Promise<T>): Promise<Ceremony<T>> {
  let lib: Awaited<ReturnType<typeof library>>;
  try {
    lib = await library();
  } catch {
    return { ok: false, error: PASSKEY_CEREMONY_TEXTS.unreachable };
  }
  if (!lib.browserSupportsWebAuthn()) return { ok: false, error: PASSKEY_CEREMONY_TEXTS.unsupported };
  try {
    return { ok: true, credential: await run(lib) };
  } catch (error) {
    return { ok: false, error: ceremonyError(error) };
  }
}

/** `navigator.credentials.create()` with the server's options: a new passkey for the signed-in account. */
export const createPasskey = (optionsJSON: PublicKeyCredentialCreationOptionsJSON) =>
  ceremony<RegistrationResponseJSON>((lib) => lib.startRegistration({ optionsJSON }));

/** `navigator.credentials.get()` with the server's options: one of the account's passkeys signs the challenge. */
export const signWithPasskey = (optionsJSON: PublicKeyCredentialRequestOptionsJSON) =>
  ceremony<AuthenticationResponseJSON>((lib) => lib.startAuthentication({ optionsJSON }));
