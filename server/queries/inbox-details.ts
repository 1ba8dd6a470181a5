import { eq, inArray, or } from 'drizzle-orm';
import { centsToEuros } from '../../shared/money.ts';
import { shopItems } from '../content/types/shop-items.ts';
import type { Orm } from '../db/client.ts';
import {
  contactMessages,
  enquiries,
  enquiryLines,
  holds,
  inboxNotes,
  inboxReplies,
  mailOutbox,
  stageChanges,
  users,
} from '../db/schema/index.ts';
import { groupBy } from '../lib/group.ts';
import type { InboxRow } from './inbox-list.ts';

/** A fixed number of queries whatever the page's size. */

type MailRow = typeof mailOutbox.$inferSelect;

/**
 * A mail as staff see it: where it went and whether it arrived, never its body. 'no-key' is pending for want of
 * an API key, nothing wrong with the mail itself; 'held' and 'discarded' are a restore's hold and staff's
 * answer to it on the dashboard (server/routes/admin/held-mail.ts).
 */
export const mailStatus = (m: MailRow, noKey: boolean) => ({
  id: m.id,
  to: m.toAddress,
  subject: m.subject,
  status: m.status === 'pending' && noKey ? ('no-key' as const) : m.status,
  attempts: m.attempts,
  lastError: m.status === 'sent' ? null : m.lastError,
  sentAt: m.sentAt?.toISOString() ?? null,
});

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function inboxPageDetails(orm: Orm, rows: InboxRow[], options: { noMailKey: boolean }) {
  const enquiryIds = rows.filter((r) => r.kind === 'enquiry').map((r) => r.id);
  const messageIds = rows.filter((r) => r.kind === 'message').map((r) => r.id);
  const byEnquiry = <T extends { enquiryId: number | null }>(list: T[]) => groupBy(list, (x) => x.enquiryId ?? 0);
  const byMessage = <T extends { contactMessageId: number | null }>(list: T[]) =>
    groupBy(list, (x) => x.contactMessageId ?? 0);
  const some = <T>(ids: number[], read: () => T[]) => (ids.length ? read() : []);

  const lines = some(enquiryIds, () =>
    orm
      .select({ line: enquiryLines, itemSlug: shopItems.slug, itemId: shopItems.id })
      .from(enquiryLines)
      .leftJoin(shopItems, eq(shopItems.id, enquiryLines.itemId))
      .where(inArray(enquiryLines.enquiryId, enquiryIds))
      .orderBy(enquiryLines.enquiryId, enquiryLines.position)
      .all(),
  );
  const texts = some(messageIds, () =>
    orm
      .select({
        id: contactMessages.id,
        message: contactMessages.message,
        phone: contactMessages.phone,
        country: contactMessages.country,
      })
      .from(contactMessages)
      .where(inArray(contactMessages.id, messageIds))
      .all(),
  );
  const reach = some(enquiryIds, () =>
    orm
      .select({
        id: enquiries.id,
        phone: enquiries.phone,
        country: enquiries.country,
        origin: enquiries.kind,
        notes: enquiries.notes,
      })
      .from(enquiries)
      .where(inArray(enquiries.id, enquiryIds))
      .all(),
  );
  const reachOf = new Map(reach.map((r) => [r.id, r]));
  const both = <T extends { enquiryId: number | null; contactMessageId: number | null }>(
    read: (ids: { e: number[]; m: number[] }) => T[],
  ) => (enquiryIds.length || messageIds.length ? read({ e: enquiryIds, m: messageIds }) : []);
  const anyOf = (
    table: typeof inboxNotes | typeof inboxReplies | typeof stageChanges | typeof mailOutbox,
    ids: { e: number[]; m: number[] },
  ) =>
    or(
      inArray(table.enquiryId, ids.e.length ? ids.e : [0]),
      inArray(table.contactMessageId, ids.m.length ? ids.m : [0]),
    );

  const userRows = orm.select({ id: users.id, email: users.email }).from(users).all();
  const emailOf = new Map(userRows.map((u) => [u.id, u.email]));
  const who = (id: number | null) => (id === null ? null : (emailOf.get(id) ?? 'a former admin'));

  const notes = both((ids) => orm.select().from(inboxNotes).where(anyOf(inboxNotes, ids)).orderBy(inboxNotes.id).all());
  const replies = both((ids) =>
    orm.select().from(inboxReplies).where(anyOf(inboxReplies, ids)).orderBy(inboxReplies.id).all(),
  );
  const history = both((ids) =>
    orm.select().from(stageChanges).where(anyOf(stageChanges, ids)).orderBy(stageChanges.id).all(),
  );
  const mail = both((ids) => orm.select().from(mailOutbox).where(anyOf(mailOutbox, ids)).orderBy(mailOutbox.id).all());
  const holdRows = some(enquiryIds, () =>
    orm
      .select({ hold: holds, title: shopItems.title, slug: shopItems.slug })
      .from(holds)
      .innerJoin(shopItems, eq(shopItems.id, holds.itemId))
      .where(inArray(holds.enquiryId, enquiryIds))
      .orderBy(holds.id)
      .all(),
  );
  const mailById = new Map(mail.map((m) => [m.id, m]));

  const linesOf = groupBy(lines, (l) => l.line.enquiryId);
  const textOf = new Map(texts.map((t) => [t.id, t]));
  const holdsOf = groupBy(holdRows, (h) => h.hold.enquiryId);
  const group = {
    enquiry: {
      notes: byEnquiry(notes),
      replies: byEnquiry(replies),
      history: byEnquiry(history),
      mail: byEnquiry(mail),
    },
    message: {
      notes: byMessage(notes),
      replies: byMessage(replies),
      history: byMessage(history),
      mail: byMessage(mail),
    },
  };

  return rows.map((r) => {
    const g = group[r.kind];
    return {
      kind: r.kind,
      id: r.id,
      reference: r.reference,
      name: r.name,
      email: r.email,
      phone: (r.kind === 'message' ? textOf.get(r.id)?.phone : reachOf.get(r.id)?.phone) ?? '',
      country: (r.kind === 'message' ? textOf.get(r.id)?.country : reachOf.get(r.id)?.country) ?? '',
      origin: r.kind === 'enquiry' ? (reachOf.get(r.id)?.origin ?? 'cart') : null,
      stage: r.stage,
      owner: r.ownerId === null ? null : { id: r.ownerId, email: who(r.ownerId) },
      followUpAt: iso(r.followUpAt),
      createdAt: new Date(r.createdAt).toISOString(),
      erased: r.erasedAt !== null,
      subject: r.subject,
      lang: r.lang,
      message: (r.kind === 'message' ? textOf.get(r.id)?.message : reachOf.get(r.id)?.notes) ?? '',
      total: r.totalCents === null ? null : centsToEuros(r.totalCents),
      salePrice: r.saleCents === null ? null : centsToEuros(r.saleCents),
      lines: (r.kind === 'enquiry' ? (linesOf.get(r.id) ?? []) : []).map(({ line, itemSlug, itemId }) => ({
        itemId,
        slug: itemSlug ?? line.slug,
        title: line.title,
        artistName: line.artistName,
        size: line.size,
        price: line.priceOnRequest ? null : centsToEuros(line.priceCents),
        priceOnRequest: line.priceOnRequest,
        quantity: line.quantity,
        imageUrl: line.imageUrl || null,
      })),
      notes: (g.notes.get(r.id) ?? []).map((n) => ({
        id: n.id,
        text: n.text,
        by: who(n.userId),
        at: n.createdAt.toISOString(),
      })),
      replies: (g.replies.get(r.id) ?? []).map((reply) => {
        const m = reply.mailId === null ? undefined : mailById.get(reply.mailId);
        return {
          id: reply.id,
          text: reply.text,
          by: who(reply.userId),
          at: reply.createdAt.toISOString(),
          delivery: m ? mailStatus(m, options.noMailKey).status : null,
        };
      }),
      history: (g.history.get(r.id) ?? []).map((h) => ({
        from: h.fromStage,
        to: h.toStage,
        by: who(h.userId),
        at: h.createdAt.toISOString(),
      })),
      holds: (r.kind === 'enquiry' ? (holdsOf.get(r.id) ?? []) : []).map(({ hold, title, slug }) => ({
        id: hold.id,
        title,
        slug,
        size: hold.size || null,
        until: hold.until.toISOString(),
        releasedAt: hold.releasedAt?.toISOString() ?? null,
        releaseReason: hold.releaseReason,
      })),
      mail: (g.mail.get(r.id) ?? []).map((m) => mailStatus(m, options.noMailKey)),
    };
  });
}
