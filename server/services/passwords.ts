/**
 * Password hashing with argon2id through Bun. Bun's defaults (64 MiB, 2 passes) are above OWASP's minimum
 * (19 MiB, 2 passes), so they are kept; bench/login.ts prints what one verification costs on a machine.
 */
export const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: 'argon2id' });

export const verifyPassword = (password: string, hash: string) => Bun.password.verify(password, hash);

let decoy: Promise<string> | undefined;

/**
 * A hash that matches no account, made with the same parameters as every real one. A login for an unknown
 * e-mail is verified against it, so it costs one argon2id verification like any other and its timing does
 * not tell whether the account exists. The server makes it at start (`decoyHash()` there), so not even the
 * first login after a restart pays for hashing it.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}
