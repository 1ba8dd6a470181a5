import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { HELD_MAIL_SHOWN } from '../../shared/held-mail.ts';
import type { Orm } from '../db/client.ts';
import { contactMessages, enquiries, mailOutbox } from '../db/schema/index.ts';

/**
 * The mails a restore held (server/services/restore.ts): listed for staff, then sent or discarded one by one or
 * all at once. Every change is one conditional UPDATE of rows still 'held', so two clicks, or two colleagues,
 * never release the same mail twice: the second finds nothing to change.
 */

const PREVIEW_CHARS = 140;

const isHeld = eq(mailOutbox.status, 'held');

/** The start of the text, on one line: enough to recognise the mail; the body itself stays in the outbox. */
const preview = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : line;
};

/** Mails with their enquiry or message, named by its reference when they are about one. */
function readMails(orm: Orm, where: SQL | undefined, limit?: number) {
  const query = orm
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      // Only as much of the text as a preview shows is read; the html never is.
      text: sql<string>`substr(${mailOutbox.text}, 1, ${PREVIEW_CHARS * 2})`,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
      enquiryId: mailOutbox.enquiryId,
      enquiryReference: enquiries.reference,
      messageId: mailOutbox.contactMessageId,
      messageReference: contactMessages.reference,
    })
    .from(mailOutbox)
    .leftJoin(enquiries, eq(enquiries.id, mailOutbox.enquiryId))
    .leftJoin(contactMessages, eq(contactMessages.id, mailOutbox.contactMessageId))
    .where(where)
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return (limit === undefined ? query : query.limit(limit)).all().map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    preview: preview(r.text),
    status: r.status,
    createdAt: r.createdAt,
    attempts: r.attempts,
    entry:
      r.enquiryId !== null
        ? { kind: 'enquiry' as const, id: r.enquiryId, reference: r.enquiryReference ?? '' }
        : r.messageId !== null
          ? { kind: 'message' as const, id: r.messageId, reference: r.messageReference ?? '' }
          : null,
  }));
}

type Mail = ReturnType<typeof readMails>[number];

/** The oldest first, at most `limit`, with the count of them all (a count on the (status, next attempt) index). */
export function listHeldMail(orm: Orm, limit = HELD_MAIL_SHOWN) {
  const total = orm.select({ n: count() }).from(mailOutbox).where(isHeld).get()?.n ?? 0;
  const mails = total === 0 ? [] : readMails(orm, isHeld, limit);
  return {
    total,
    mails: mails.map(({ status: _, createdAt, ...mail }) => ({ ...mail, createdAt: createdAt.toISOString() })),
  };
}

export type SettleOutcome =
  | { outcome: 'done'; mail: Mail }
  | { outcome: 'missing' }
  | { outcome: 'not-held'; status: Mail['status'] };

/**
 * Back to 'pending' to be sent now. The retry window (RETRY_WINDOW_MS in server/services/outbox.ts) is counted
 * from `createdAt`, and both `deliverDue` and `record` mark a mail dead once it has passed, so a mail queued days
 * ago would die at its first failure: `createdAt` moves to now, which gives it a full fresh window, with attempts
 * back to 0 and its next attempt now. A column of its own (a release time) would keep the queue time on the row
 * but make every reader of the window pick between two columns; the time it was first queued goes into the
 * audit row instead. The idempotency key stays: should the old server have delivered this very mail within
 * Resend's 24 h, Resend recognises the key and does not deliver it again.
 */
const release = (now: Date) => ({
  status: 'pending' as const,
  attempts: 0,
  nextAttemptAt: now,
  createdAt: now,
  lastError: null,
  updatedAt: now,
});

/** Final: never sent, and kept for the record (the inbox shows it as discarded). */
const discard = (now: Date) => ({ status: 'discarded' as const, updatedAt: now });

const change = (action: 'send' | 'discard', now: Date) => (action === 'send' ? release(now) : discard(now));

/** The mail as it was before the change, for the answer and the audit row. */
export function settleHeldMail(orm: Orm, id: number, action: 'send' | 'discard', now: Date): SettleOutcome {
  return orm.transaction((tx) => {
    const [mail] = readMails(tx, eq(mailOutbox.id, id));
    if (!mail) return { outcome: 'missing' };
    const changed = tx
      .update(mailOutbox)
      .set(change(action, now))
      .where(and(eq(mailOutbox.id, id), isHeld))
      .returning({ id: mailOutbox.id })
      .all();
    return changed.length === 0 ? { outcome: 'not-held', status: mail.status } : { outcome: 'done', mail };
  });
}

/** Every mail still held, in one statement; answers how many it changed. */
export function settleAllHeldMail(orm: Orm, action: 'send' | 'discard', now: Date): number {
  return orm.update(mailOutbox).set(change(action, now)).where(isHeld).returning({ id: mailOutbox.id }).all().length;
}
