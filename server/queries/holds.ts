import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Availability } from '../../shared/inventory.ts';
import { PIPELINE_TEXT } from '../../shared/pipeline-texts.ts';
import { shopItemSizes, shopItems } from '../content/types/shop-items.ts';
import type { Orm } from '../db/client.ts';
import { enquiries, enquiryLines, holds } from '../db/schema/index.ts';
import { addNote, changeStage } from './pipeline.ts';

/** Each operation runs in the caller's transaction; a conflict throws `HoldConflict`, which rolls everything back. */

export class HoldConflict extends Error {}

type Target = { itemId: number; size: string; title: string };

const targetName = (t: Target) => (t.size ? `"${t.title}" in the size "${t.size}"` : `"${t.title}"`);

function targetsOf(tx: Orm, enquiryId: number): Target[] {
  const rows = tx
    .select({ itemId: shopItems.id, title: shopItems.title, edition: shopItems.edition, size: enquiryLines.size })
    .from(enquiryLines)
    .innerJoin(shopItems, eq(shopItems.id, enquiryLines.itemId))
    .where(eq(enquiryLines.enquiryId, enquiryId))
    .orderBy(enquiryLines.position)
    .all();
  const seen = new Set<string>();
  const targets: Target[] = [];
  for (const r of rows) {
    const sized = r.edition !== 'unique' && hasSize(tx, r.itemId, r.size);
    const target = { itemId: r.itemId, size: sized ? r.size : '', title: r.title };
    const key = `${target.itemId}\u0000${target.size}`;
    if (!seen.has(key)) targets.push(target);
    seen.add(key);
  }
  return targets;
}

function hasSize(tx: Orm, itemId: number, size: string): boolean {
  return (
    tx
      .select({ s: shopItemSizes.size })
      .from(shopItemSizes)
      .where(and(eq(shopItemSizes.itemId, itemId), eq(shopItemSizes.size, size)))
      .get() !== undefined
  );
}

function availabilityOf(tx: Orm, t: Target): Availability | null {
  if (!t.size) {
    return tx.select({ a: shopItems.availability }).from(shopItems).where(eq(shopItems.id, t.itemId)).get()?.a ?? null;
  }
  return (
    tx
      .select({ a: shopItemSizes.availability })
      .from(shopItemSizes)
      .where(and(eq(shopItemSizes.itemId, t.itemId), eq(shopItemSizes.size, t.size)))
      .get()?.a ?? null
  );
}

function setAvailability(tx: Orm, t: Target, availability: Availability, now: Date) {
  if (!t.size) {
    tx.update(shopItems).set({ availability, updatedAt: now }).where(eq(shopItems.id, t.itemId)).run();
  } else {
    tx.update(shopItemSizes)
      .set({ availability })
      .where(and(eq(shopItemSizes.itemId, t.itemId), eq(shopItemSizes.size, t.size)))
      .run();
  }
}

const activeHold = (tx: Orm, t: Target) =>
  tx
    .select({ id: holds.id, enquiryId: holds.enquiryId, until: holds.until, reference: enquiries.reference })
    .from(holds)
    .innerJoin(enquiries, eq(enquiries.id, holds.enquiryId))
    .where(and(eq(holds.itemId, t.itemId), eq(holds.size, t.size), isNull(holds.releasedAt)))
    .get();

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: holds/.test(`${error.message} ${String(error.cause ?? '')}`);

export function reserveEnquiry(tx: Orm, enquiryId: number, until: Date, userId: number, now: Date): Target[] {
  const targets = targetsOf(tx, enquiryId);
  if (targets.length === 0) throw new HoldConflict(PIPELINE_TEXT.nothingToHold);
  for (const t of targets) {
    const state = availabilityOf(tx, t);
    if (state === 'sold' || state === 'not_for_sale')
      throw new HoldConflict(PIPELINE_TEXT.cannotHold(targetName(t), state));
    const held = activeHold(tx, t);
    if (held && held.enquiryId !== enquiryId)
      throw new HoldConflict(PIPELINE_TEXT.alreadyHeld(targetName(t), held.reference));
    if (held) {
      tx.update(holds).set({ until }).where(eq(holds.id, held.id)).run();
    } else {
      try {
        tx.insert(holds).values({ itemId: t.itemId, size: t.size, enquiryId, until, userId, createdAt: now }).run();
      } catch (error) {
        if (isUniqueViolation(error)) throw new HoldConflict(PIPELINE_TEXT.alreadyHeld(targetName(t), null));
        throw error;
      }
    }
    setAvailability(tx, t, 'on_hold', now);
  }
  changeStage(tx, { kind: 'enquiry', id: enquiryId }, 'reserved', userId, now);
  return targets;
}

function release(tx: Orm, hold: { id: number }, reason: 'expired' | 'released' | 'sold' | 'sold_elsewhere', now: Date) {
  tx.update(holds).set({ releasedAt: now, releaseReason: reason }).where(eq(holds.id, hold.id)).run();
}

export function markEnquirySold(tx: Orm, enquiryId: number, saleCents: number | null, userId: number, now: Date) {
  const targets = targetsOf(tx, enquiryId);
  if (targets.length === 0) throw new HoldConflict(PIPELINE_TEXT.nothingToSell);
  const reference = tx.select({ r: enquiries.reference }).from(enquiries).where(eq(enquiries.id, enquiryId)).get()?.r;
  for (const t of targets) {
    const state = availabilityOf(tx, t);
    if (state === 'sold') throw new HoldConflict(PIPELINE_TEXT.alreadySold(targetName(t)));
    const held = activeHold(tx, t);
    if (held) {
      release(tx, held, held.enquiryId === enquiryId ? 'sold' : 'sold_elsewhere', now);
      if (held.enquiryId !== enquiryId) {
        addNote(
          tx,
          { kind: 'enquiry', id: held.enquiryId },
          PIPELINE_TEXT.soldElsewhere(targetName(t), reference ?? ''),
          null,
          now,
        );
      }
    }
    setAvailability(tx, t, 'sold', now);
  }
  tx.update(enquiries).set({ saleCents, updatedAt: now }).where(eq(enquiries.id, enquiryId)).run();
  changeStage(tx, { kind: 'enquiry', id: enquiryId }, 'sold', userId, now);
  return targets;
}

export function releaseExpiredHolds(orm: Orm, now: Date): number {
  return orm.transaction((tx) => {
    const due = tx
      .select({ hold: holds, title: shopItems.title })
      .from(holds)
      .innerJoin(shopItems, eq(shopItems.id, holds.itemId))
      .where(and(isNull(holds.releasedAt), lte(holds.until, now)))
      .all();
    for (const { hold, title } of due) {
      const t = { itemId: hold.itemId, size: hold.size, title };
      release(tx, hold, 'expired', now);
      if (availabilityOf(tx, t) === 'on_hold') setAvailability(tx, t, 'available', now);
      const ref = { kind: 'enquiry' as const, id: hold.enquiryId };
      addNote(tx, ref, PIPELINE_TEXT.holdExpired(targetName(t)), null, now);
      const left = tx
        .select({ id: holds.id })
        .from(holds)
        .where(and(eq(holds.enquiryId, hold.enquiryId), isNull(holds.releasedAt)))
        .get();
      const stage = tx.select({ s: enquiries.stage }).from(enquiries).where(eq(enquiries.id, hold.enquiryId)).get()?.s;
      if (!left && stage === 'reserved') changeStage(tx, ref, 'replied', null, now);
    }
    return due.length;
  });
}

export function hasActiveHold(orm: Orm, enquiryId: number): boolean {
  return (
    orm
      .select({ id: holds.id })
      .from(holds)
      .where(and(eq(holds.enquiryId, enquiryId), isNull(holds.releasedAt)))
      .limit(1)
      .get() !== undefined
  );
}
