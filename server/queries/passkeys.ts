import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { passkeyChallenges, passkeys, recoveryCodes, users } from '../db/schema/index.ts';
import { replaceCodes } from './two-step.ts';

/**
 * An account's passkeys (issue 29, docs/decisions/021). Adding, removing and using one are each one statement or
 * one transaction, so two windows cannot both remove the last factor, nor two answers both use one counter.
 */

export type NewPasskey = {
  userId: number;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
};

export function listPasskeys(orm: Orm, userId: number) {
  return orm
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
    .all();
}

/** What the browser is told of the account's passkeys: which to offer at sign-in, which not to add twice. */
export function credentialsOf(orm: Orm, userId: number) {
  return orm
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .all();
}

/** The account's passkey with this credential id; another account's is as good as unknown. */
export function findPasskey(orm: Orm, userId: number, credentialId: string) {
  return orm
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)))
    .get();
}

/** A passkey being added: its challenge replaces one another window had started. */
export function keepPasskeyChallenge(orm: Orm, userId: number, challenge: string, expiresAt: Date): void {
  orm
    .insert(passkeyChallenges)
    .values({ userId, challenge, expiresAt })
    .onConflictDoUpdate({ target: passkeyChallenges.userId, set: { challenge, expiresAt } })
    .run();
}

/** Takes the challenge, whether or not the answer then proves right: each is good for one answer. */
export function takePasskeyChallenge(orm: Orm, userId: number, now: Date): string | undefined {
  const row = orm
    .delete(passkeyChallenges)
    .where(eq(passkeyChallenges.userId, userId))
    .returning({ challenge: passkeyChallenges.challenge, expiresAt: passkeyChallenges.expiresAt })
    .get();
  return row && row.expiresAt > now ? row.challenge : undefined;
}

/** How many second factors the account has: its passkeys, and the app's key if it has one. */
function factorsOf(orm: Orm, userId: number): number {
  const app = orm.select({ secret: users.totpSecret }).from(users).where(eq(users.id, userId)).get();
  const keys = orm.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)).get()?.n ?? 0;
  return keys + (app?.secret ? 1 : 0);
}

/**
 * Adds the passkey; on an account that had no second factor yet, its recovery codes come with it. `taken` when
 * the credential is already on an account.
 */
export function addPasskey(orm: Orm, passkey: NewPasskey, codeHashes: string[], now: Date) {
  return orm.transaction((tx) => {
    const first = factorsOf(tx, passkey.userId) === 0;
    const added = tx
      .insert(passkeys)
      .values({ ...passkey, publicKey: Buffer.from(passkey.publicKey), createdAt: now })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning({ id: passkeys.id })
      .get();
    if (!added) return 'taken' as const;
    if (first) replaceCodes(tx, passkey.userId, codeHashes, now);
    return first ? ('with-codes' as const) : ('added' as const);
  });
}

export function renamePasskey(orm: Orm, userId: number, id: number, name: string): boolean {
  const renamed = orm
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id })
    .get();
  return renamed !== undefined;
}

/**
 * Removes the passkey, unless it is the account's last second factor while owners require one. With the last
 * factor gone the recovery codes go too, as when the app is turned off.
 */
export function removePasskey(orm: Orm, userId: number, id: number, required: boolean) {
  return orm.transaction((tx) => {
    const row = tx
      .select({ name: passkeys.name })
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .get();
    if (!row) return { outcome: 'not-found' as const };
    const factors = factorsOf(tx, userId);
    if (required && factors <= 1) return { outcome: 'last' as const };
    tx.delete(passkeys).where(eq(passkeys.id, id)).run();
    if (factors <= 1) tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
    return { outcome: 'removed' as const, name: row.name };
  });
}

/**
 * Records a sign-in with the passkey: the counter the authenticator reported, which must have gone up (a copy
 * of the key would reuse a lower one), unless the authenticator keeps none and reports 0 every time.
 */
export function recordPasskeyUse(orm: Orm, id: number, counter: number, now: Date): boolean {
  const used = orm
    .update(passkeys)
    .set({ counter, lastUsedAt: now })
    .where(
      and(eq(passkeys.id, id), sql`(${passkeys.counter} < ${counter} OR (${passkeys.counter} = 0 AND ${counter} = 0))`),
    )
    .returning({ id: passkeys.id })
    .get();
  return used !== undefined;
}
