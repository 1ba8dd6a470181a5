import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { accountPolicy, passkeyChallenges, passkeys, recoveryCodes, users } from '../db/schema/index.ts';

/**
 * An account's second factors (issue 29, docs/decisions/021): the authenticator app's key and its passkeys,
 * either of which turns two-step sign-in on. Each change is one statement or one transaction.
 */

/** For a query on `users`: whether the account has a second factor, the app's key or a passkey. */
export const hasSecondFactor = () =>
  sql<boolean>`(${users.totpSecret} IS NOT NULL OR EXISTS (SELECT 1 FROM ${passkeys} WHERE ${passkeys.userId} = ${users.id}))`.mapWith(
    Boolean,
  );

export function twoStepState(orm: Orm, userId: number) {
  const row = orm
    .select({ secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  const left = orm
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .get();
  const keys = orm.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)).get()?.n ?? 0;
  const secret = row?.secret ?? null;
  return {
    secret,
    pending: row?.pending ?? null,
    recoveryCodesLeft: left?.n ?? 0,
    passkeys: keys,
    /** Two-step sign-in is on: the app, a passkey, or both. */
    on: secret !== null || keys > 0,
  };
}

/** A new key waiting for its first code; it replaces one another window had started. */
export function startTotpSetup(orm: Orm, userId: number, secret: string): boolean {
  const started = orm
    .update(users)
    .set({ totpPendingSecret: secret })
    .where(and(eq(users.id, userId), isNull(users.totpSecret)))
    .returning({ id: users.id })
    .get();
  return started !== undefined;
}

export function replaceCodes(orm: Orm, userId: number, hashes: string[], now: Date) {
  orm.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
  orm
    .insert(recoveryCodes)
    .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })))
    .run();
}

/**
 * The pending key becomes the account's, with the step of the code that confirmed it already used, and, on an
 * account that had no passkey either, its recovery codes (`with-codes`); false when the key was replaced or
 * confirmed meanwhile. An account with a passkey keeps the recovery codes it has.
 */
export function confirmTotp(orm: Orm, userId: number, secret: string, step: number, hashes: string[], now: Date) {
  return orm.transaction((tx) => {
    const hadPasskey = tx.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).get();
    const confirmed = tx
      .update(users)
      .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(users.id, userId), eq(users.totpPendingSecret, secret), isNull(users.totpSecret)))
      .returning({ id: users.id })
      .get();
    if (!confirmed) return false;
    if (hadPasskey) return 'kept-codes' as const;
    replaceCodes(tx, userId, hashes, now);
    return 'with-codes' as const;
  });
}

export function replaceRecoveryCodes(orm: Orm, userId: number, hashes: string[], now: Date): boolean {
  return orm.transaction((tx) => {
    const on = tx.select({ on: hasSecondFactor() }).from(users).where(eq(users.id, userId)).get();
    if (!on?.on) return false;
    replaceCodes(tx, userId, hashes, now);
    return true;
  });
}

/** Uses the step once: two requests with the same code cannot both get past this statement. */
export function acceptTotpStep(orm: Orm, userId: number, step: number): boolean {
  const accepted = orm
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.totpSecret),
        sql`(${users.totpLastStep} IS NULL OR ${users.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: users.id })
    .get();
  return accepted !== undefined;
}

/** Marks the code used; false when it is not one of the account's or was used already. */
export function spendRecoveryCode(orm: Orm, userId: number, codeHash: string, now: Date): boolean {
  const used = orm
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id })
    .get();
  return used !== undefined;
}

/**
 * The app's key goes, with any set-up under way; the recovery codes go too unless a passkey remains. `last` when
 * owners require two-step sign-in and the app is the account's only factor.
 */
export function turnOffApp(orm: Orm, userId: number, required: boolean) {
  return orm.transaction((tx) => {
    const keys = tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)).get()?.n ?? 0;
    const on = tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.totpSecret)));
    if (!on.get()) return 'not-on' as const;
    if (required && keys === 0) return 'last' as const;
    tx.update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(users.id, userId))
      .run();
    if (keys === 0) tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
    return 'off' as const;
  });
}

/**
 * Every factor of an account that lost them goes: the app's key, its passkeys, its recovery codes and anything
 * being set up. False when it had none.
 */
export function resetSecondFactors(orm: Orm, userId: number): boolean {
  return orm.transaction((tx) => {
    const had = tx.select({ on: hasSecondFactor() }).from(users).where(eq(users.id, userId)).get()?.on ?? false;
    tx.update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(users.id, userId))
      .run();
    tx.delete(passkeys).where(eq(passkeys.userId, userId)).run();
    tx.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId)).run();
    tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
    return had;
  });
}

export function twoStepRequired(orm: Orm): boolean {
  return orm.select({ on: accountPolicy.requireTwoStep }).from(accountPolicy).get()?.on ?? false;
}

export function setTwoStepRequired(orm: Orm, required: boolean): void {
  orm
    .insert(accountPolicy)
    .values({ id: 1, requireTwoStep: required })
    .onConflictDoUpdate({
      target: accountPolicy.id,
      set: { requireTwoStep: required },
      setWhere: sql`${accountPolicy.requireTwoStep} <> ${required ? 1 : 0}`,
    })
    .run();
}
