import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { AUDIT_ACTORS } from '../../shared/audit.ts';
import { ERASABLE_STAGES } from '../../shared/inbox.ts';
import type { Orm } from '../db/client.ts';
import { contactMessages, enquiries, inboxNotes, inboxReplies, mailOutbox } from '../db/schema/index.ts';
import { recordAudit, redactAuditRows } from './audit.ts';

export const ERASED = '(erased)';

export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

/** The reference, date, stage, works and amounts stay for the records. */
export function eraseOldEntries(orm: Orm, now: Date, months: number): { enquiries: number; messages: number } {
  const before = monthsBefore(now, months);
  return orm.transaction((tx) => {
    const erasedEnquiries = tx
      .update(enquiries)
      .set({ name: ERASED, email: ERASED, phone: '', country: '', notes: '', erasedAt: now })
      .where(
        and(inArray(enquiries.stage, ERASABLE_STAGES), lt(enquiries.createdAt, before), isNull(enquiries.erasedAt)),
      )
      .returning({ id: enquiries.id, reference: enquiries.reference })
      .all();
    const erasedMessages = tx
      .update(contactMessages)
      .set({ name: ERASED, email: ERASED, phone: '', country: '', subject: ERASED, message: '', erasedAt: now })
      .where(
        and(
          inArray(contactMessages.stage, ERASABLE_STAGES),
          lt(contactMessages.createdAt, before),
          isNull(contactMessages.erasedAt),
        ),
      )
      .returning({ id: contactMessages.id, reference: contactMessages.reference })
      .all();
    redactAuditRows(tx, [
      ...erasedEnquiries.map((r) => ({ type: 'enquiry' as const, id: r.id, reference: r.reference || `#${r.id}` })),
      ...erasedMessages.map((r) => ({ type: 'message' as const, id: r.id, reference: r.reference || `#${r.id}` })),
    ]);
    const e = erasedEnquiries.map((r) => r.id);
    const m = erasedMessages.map((r) => r.id);
    if (e.length || m.length) {
      const of = (t: typeof inboxNotes | typeof inboxReplies | typeof mailOutbox) =>
        or(inArray(t.enquiryId, e.length ? e : [0]), inArray(t.contactMessageId, m.length ? m : [0]));
      tx.update(inboxNotes).set({ text: ERASED }).where(of(inboxNotes)).run();
      tx.update(inboxReplies).set({ text: ERASED }).where(of(inboxReplies)).run();
      // A mail not yet sent (pending, or held after a restore) has no one left to go to: it is discarded.
      const unsent = sql`CASE WHEN ${mailOutbox.status} IN ('pending', 'held') THEN 'discarded' ELSE ${mailOutbox.status} END`;
      tx.update(mailOutbox)
        .set({ toAddress: ERASED, replyTo: null, subject: ERASED, text: '', html: '', headers: null, status: unsent })
        .where(of(mailOutbox))
        .run();
    }
    if (e.length || m.length) {
      recordAudit(tx, {
        at: now,
        actorId: null,
        actor: AUDIT_ACTORS.schedule,
        action: 'erase',
        targetType: 'inbox',
        detail: { enquiries: e.length, messages: m.length, olderThanMonths: months },
      });
    }
    return { enquiries: e.length, messages: m.length };
  });
}
