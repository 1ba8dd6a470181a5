/**
 * Password hashing with argon2id through Bun. Bun's defaults (64 MiB, 2 passes) are above OWASP's minimum
 * (19 MiB, 2 passes), so they are kept.
 */
export const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: 'argon2id' });

export const verifyPassword = (password: string, hash: string) => Bun.password.verify(password, hash);
