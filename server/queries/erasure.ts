import { and, inArray, isNull, lt, or } from 'drizzle-orm';
import { ERASABLE_STAGES } from '../../shared/inbox.ts';
import type { Orm } from '../db/client.ts';
import { contactMessages, enquiries, inboxNotes, inboxReplies, mailOutbox } from '../db/schema/index.ts';

/** What an erased name or address reads as. */
export const ERASED = '(erased)';

/** The date `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

/**
 * Erases the personal data of closed and spam enquiries and messages older than the period: name, e-mail,
 * phone, country, the visitor's notes and text, staff's notes and replies, and the mails' addresses and
 * bodies. The reference, date, stage, works and amounts stay for the records. Returns how many were erased.
 */
export function eraseOldEntries(orm: Orm, now: Date, months: number): { enquiries: number; messages: number } {
  const before = monthsBefore(now, months);
  return orm.transaction((tx) => {
    const e = tx
      .update(enquiries)
      .set({ name: ERASED, email: ERASED, phone: '', country: '', notes: '', erasedAt: now })
      .where(
        and(inArray(enquiries.stage, ERASABLE_STAGES), lt(enquiries.createdAt, before), isNull(enquiries.erasedAt)),
      )
      .returning({ id: enquiries.id })
      .all()
      .map((r) => r.id);
    const m = tx
      .update(contactMessages)
      .set({ name: ERASED, email: ERASED, phone: '', country: '', subject: ERASED, message: '', erasedAt: now })
      .where(
        and(
          inArray(contactMessages.stage, ERASABLE_STAGES),
          lt(contactMessages.createdAt, before),
          isNull(contactMessages.erasedAt),
        ),
      )
      .returning({ id: contactMessages.id })
      .all()
      .map((r) => r.id);
    if (e.length || m.length) {
      const of = (t: typeof inboxNotes | typeof inboxReplies | typeof mailOutbox) =>
        or(inArray(t.enquiryId, e.length ? e : [0]), inArray(t.contactMessageId, m.length ? m : [0]));
      tx.update(inboxNotes).set({ text: ERASED }).where(of(inboxNotes)).run();
      tx.update(inboxReplies).set({ text: ERASED }).where(of(inboxReplies)).run();
      tx.update(mailOutbox)
        .set({ toAddress: ERASED, replyTo: null, subject: ERASED, text: '', html: '', headers: null })
        .where(of(mailOutbox))
        .run();
    }
    return { enquiries: e.length, messages: m.length };
  });
}
