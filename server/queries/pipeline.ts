import { eq } from 'drizzle-orm';
import type { InboxKind, InboxStage } from '../../shared/inbox.ts';
import type { Orm } from '../db/client.ts';
import { contactMessages, enquiries, inboxNotes, stageChanges, users } from '../db/schema/index.ts';

export type EntryRef = { kind: InboxKind; id: number };

const link = (ref: EntryRef) =>
  ref.kind === 'enquiry'
    ? { enquiryId: ref.id, contactMessageId: null }
    : { enquiryId: null, contactMessageId: ref.id };

const tableOf = (kind: InboxKind) => (kind === 'enquiry' ? enquiries : contactMessages);

export function currentStage(orm: Orm, ref: EntryRef): InboxStage | null {
  const table = tableOf(ref.kind);
  const row = orm.select({ stage: table.stage }).from(table).where(eq(table.id, ref.id)).get();
  return row ? row.stage : null;
}

export function changeStage(tx: Orm, ref: EntryRef, to: InboxStage, userId: number | null, now: Date): boolean {
  const from = currentStage(tx, ref);
  if (from === null) return false;
  if (from === to) return true;
  if (ref.kind === 'enquiry') {
    tx.update(enquiries).set({ stage: to, updatedAt: now }).where(eq(enquiries.id, ref.id)).run();
  } else {
    tx.update(contactMessages).set({ stage: to }).where(eq(contactMessages.id, ref.id)).run();
  }
  tx.insert(stageChanges)
    .values({ ...link(ref), fromStage: from, toStage: to, userId, createdAt: now })
    .run();
  return true;
}

/** `userId` null marks the system's own notes (a hold that ended, a work sold elsewhere). */
export function addNote(tx: Orm, ref: EntryRef, text: string, userId: number | null, now: Date): void {
  tx.insert(inboxNotes)
    .values({ ...link(ref), text, userId, createdAt: now })
    .run();
}

export function isAdmin(orm: Orm, userId: number): boolean {
  return orm.select({ id: users.id }).from(users).where(eq(users.id, userId)).get() !== undefined;
}

/** `undefined` leaves a field as it is, `null` clears it. */
export function assignEntry(
  orm: Orm,
  ref: EntryRef,
  values: { ownerId?: number | null; followUpAt?: Date | null },
): boolean {
  const table = tableOf(ref.kind);
  const set: { ownerId?: number | null; followUpAt?: Date | null } = {};
  if (values.ownerId !== undefined) set.ownerId = values.ownerId;
  if (values.followUpAt !== undefined) set.followUpAt = values.followUpAt;
  if (Object.keys(set).length === 0) return currentStage(orm, ref) !== null;
  const row = orm.update(table).set(set).where(eq(table.id, ref.id)).returning({ id: table.id }).get();
  return row !== undefined;
}
