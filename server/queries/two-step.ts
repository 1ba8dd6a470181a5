import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { accountPolicy, recoveryCodes, users } from '../db/schema/index.ts';

/** An account's second factor (issue 29, docs/decisions/021); each change is one statement or one transaction. */

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
  return { secret: row?.secret ?? null, pending: row?.pending ?? null, recoveryCodesLeft: left?.n ?? 0 };
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

function replaceCodes(orm: Orm, userId: number, hashes: string[], now: Date) {
  orm.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
  orm
    .insert(recoveryCodes)
    .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })))
    .run();
}

/**
 * The pending key becomes the account's, with the step of the code that confirmed it already used, and its
 * recovery codes; false when the key was replaced or confirmed meanwhile.
 */
export function confirmTotp(orm: Orm, userId: number, secret: string, step: number, hashes: string[], now: Date) {
  return orm.transaction((tx) => {
    const confirmed = tx
      .update(users)
      .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(users.id, userId), eq(users.totpPendingSecret, secret), isNull(users.totpSecret)))
      .returning({ id: users.id })
      .get();
    if (!confirmed) return false;
    replaceCodes(tx, userId, hashes, now);
    return true;
  });
}

export function replaceRecoveryCodes(orm: Orm, userId: number, hashes: string[], now: Date): boolean {
  return orm.transaction((tx) => {
    const on = tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.totpSecret)))
      .get();
    if (!on) return false;
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

/** Off: the key, any set-up under way and the recovery codes go. False when it was not on. */
export function turnOffTwoStep(orm: Orm, userId: number): boolean {
  return orm.transaction((tx) => {
    const off = tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(and(eq(users.id, userId), isNotNull(users.totpSecret)))
      .returning({ id: users.id })
      .get();
    tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
    return off !== undefined;
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
