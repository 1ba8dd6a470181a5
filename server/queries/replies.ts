import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { contactMessages, enquiries, inboxReplies, mailOutbox } from '../db/schema/index.ts';
import { enqueueMail, type NewMail } from '../services/outbox.ts';
import type { EntryRef } from './pipeline.ts';

export function entryContact(orm: Orm, ref: EntryRef) {
  const table = ref.kind === 'enquiry' ? enquiries : contactMessages;
  const row = orm
    .select({
      email: table.email,
      name: table.name,
      reference: table.reference,
      stage: table.stage,
      erasedAt: table.erasedAt,
      lang: table.lang,
    })
    .from(table)
    .where(eq(table.id, ref.id))
    .get();
  if (!row) return null;
  const { erasedAt, ...contact } = row;
  return { ...contact, erased: erasedAt !== null };
}

export function existingReply(orm: Orm, idempotencyKey: string): boolean {
  return (
    orm.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.idempotencyKey, idempotencyKey)).get() !==
    undefined
  );
}

export function recordReply(tx: Orm, ref: EntryRef, mail: NewMail, text: string, userId: number | null, now: Date) {
  const link = ref.kind === 'enquiry' ? { enquiryId: ref.id } : { contactMessageId: ref.id };
  const mailId = enqueueMail(tx, { ...mail, ...link }, now);
  tx.insert(inboxReplies)
    .values({ ...link, text, userId, mailId, createdAt: now })
    .run();
}
