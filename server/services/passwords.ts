// Bun's argon2id defaults (64 MiB, 2 passes) are above OWASP's minimum (19 MiB, 2 passes); bench/login.ts measures.
export const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: 'argon2id' });

export const verifyPassword = (password: string, hash: string) => Bun.password.verify(password, hash);

let decoy: Promise<string> | undefined;

// A login for an unknown e-mail is verified against it, so its timing does not tell whether the account exists.
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}
