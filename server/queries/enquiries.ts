import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { centsToEuros } from '../../shared/money.ts';
import type { Orm } from '../db/client.ts';
import {
  artists,
  contactMessages,
  type ENQUIRY_STATUSES,
  enquiries,
  enquiryLines,
  mailOutbox,
  shopItemSizes,
  shopItems,
} from '../db/schema/index.ts';
import { groupBy } from '../lib/group.ts';
import { type LineFacts, refuseLines } from '../services/checkout-rules.ts';

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export type PricedLine = {
  itemId: number;
  slug: string;
  title: string;
  artistName: string;
  size: string;
  /** 0 when the price is on request, which `priceOnRequest` then says. */
  priceCents: number;
  priceOnRequest: boolean;
  quantity: number;
};

type RequestedLine = { slug: string; sizeOption: string; quantity: number };

export type PricingResult =
  | { ok: true; lines: PricedLine[]; totalCents: number; onRequest: number }
  | { ok: false; errors: { msg: string; path: string }[] };

/**
 * Prices an enquiry from the catalogue (DESIGN 'Money'): each line by its slug and size, whatever the browser
 * claimed. A line naming an item or size the shop no longer has is refused by name, so the visitor knows
 * which one to take out of the cart.
 */
export function priceCheckoutLines(orm: Orm, requested: RequestedLine[]): PricingResult {
  const slugs = [...new Set(requested.map((l) => l.slug))];
  const items = orm
    .select({
      id: shopItems.id,
      slug: shopItems.slug,
      title: shopItems.title,
      artistName: artists.name,
      availability: shopItems.availability,
      edition: shopItems.edition,
      priceOnRequest: shopItems.priceOnRequest,
    })
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(inArray(shopItems.slug, slugs))
    .all();
  const bySlug = new Map(items.map((item) => [item.slug, item]));
  const sizes = items.length
    ? orm
        .select()
        .from(shopItemSizes)
        .where(
          inArray(
            shopItemSizes.itemId,
            items.map((i) => i.id),
          ),
        )
        .all()
    : [];
  const sizesOf = groupBy(sizes, (s) => s.itemId);

  const errors: { msg: string; path: string }[] = [];
  const lines: PricedLine[] = [];
  const facts: LineFacts[] = [];
  requested.forEach((line, index) => {
    const item = bySlug.get(line.slug);
    if (!item) {
      errors.push({
        msg: `The item "${line.slug}" is no longer in the shop. Please remove it from your cart.`,
        path: `cart.${index}.slug`,
      });
      return;
    }
    const size = sizesOf.get(item.id)?.find((s) => s.size === line.sizeOption);
    if (!size) {
      errors.push({
        msg: `"${item.title}" is not offered in the size "${line.sizeOption}". Please remove it and choose a size again.`,
        path: `cart.${index}.sizeOption`,
      });
      return;
    }
    facts.push({
      index,
      title: item.title,
      itemId: item.id,
      quantity: line.quantity,
      item,
      size,
      allSizes: sizesOf.get(item.id) ?? [],
    });
    lines.push({
      itemId: item.id,
      slug: item.slug,
      title: item.title,
      artistName: item.artistName,
      size: size.size,
      priceCents: item.priceOnRequest ? 0 : size.priceCents,
      priceOnRequest: item.priceOnRequest,
      quantity: line.quantity,
    });
  });
  errors.push(...refuseLines(facts));
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0),
    onRequest: lines.filter((l) => l.priceOnRequest).length,
  };
}

export function insertEnquiry(
  tx: Orm,
  enquiry: {
    name: string;
    email: string;
    phone: string;
    country: string;
    notes: string;
    totalCents: number;
    lines: PricedLine[];
  },
  now: Date,
): number {
  const row = tx
    .insert(enquiries)
    .values({
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      country: enquiry.country,
      notes: enquiry.notes,
      totalCents: enquiry.totalCents,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: enquiries.id })
    .get();
  if (!row) throw new Error('The enquiry was not stored.');
  tx.insert(enquiryLines)
    .values(enquiry.lines.map((line, position) => ({ enquiryId: row.id, position, ...line })))
    .run();
  return row.id;
}

export function insertContactMessage(
  tx: Orm,
  message: { name: string; email: string; phone: string; country: string; subject: string; message: string },
  now: Date,
): number {
  const row = tx
    .insert(contactMessages)
    .values({ ...message, createdAt: now })
    .returning({ id: contactMessages.id })
    .get();
  if (!row) throw new Error('The message was not stored.');
  return row.id;
}

export function setEnquiryStatus(orm: Orm, id: number, status: EnquiryStatus, now: Date) {
  return orm
    .update(enquiries)
    .set({ status, updatedAt: now })
    .where(eq(enquiries.id, id))
    .returning({ id: enquiries.id, status: enquiries.status })
    .get();
}

type MailRow = typeof mailOutbox.$inferSelect;

/** A mail as staff see it: where it went and whether it arrived, never its body. */
const mailStatus = (m: MailRow, held: boolean) => ({
  id: m.id,
  to: m.toAddress,
  subject: m.subject,
  // 'held' is pending for want of an API key: nothing is wrong with the mail itself.
  status: m.status === 'pending' && held ? ('held' as const) : m.status,
  attempts: m.attempts,
  lastError: m.status === 'sent' ? null : m.lastError,
  sentAt: m.sentAt?.toISOString() ?? null,
});

/** The admin inbox: the newest enquiries (with lines) and messages, each with its mails' status. */
export function listInbox(orm: Orm, options: { limit: number; mailHeld: boolean }) {
  const enquiryRows = orm
    .select()
    .from(enquiries)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(options.limit)
    .all();
  const messageRows = orm
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(options.limit)
    .all();
  const enquiryIds = enquiryRows.map((e) => e.id);
  const messageIds = messageRows.map((m) => m.id);
  const lines = enquiryIds.length
    ? orm
        .select()
        .from(enquiryLines)
        .where(inArray(enquiryLines.enquiryId, enquiryIds))
        .orderBy(enquiryLines.enquiryId, enquiryLines.position)
        .all()
    : [];
  const enquiryMail = enquiryIds.length
    ? orm
        .select()
        .from(mailOutbox)
        .where(and(isNotNull(mailOutbox.enquiryId), inArray(mailOutbox.enquiryId, enquiryIds)))
        .orderBy(mailOutbox.id)
        .all()
    : [];
  const messageMail = messageIds.length
    ? orm
        .select()
        .from(mailOutbox)
        .where(and(isNotNull(mailOutbox.contactMessageId), inArray(mailOutbox.contactMessageId, messageIds)))
        .orderBy(mailOutbox.id)
        .all()
    : [];
  const linesOf = groupBy(lines, (l) => l.enquiryId);
  const mailOfEnquiry = groupBy(enquiryMail, (m) => m.enquiryId ?? 0);
  const mailOfMessage = groupBy(messageMail, (m) => m.contactMessageId ?? 0);

  return {
    enquiries: enquiryRows.map((e) => ({
      id: e.id,
      kind: e.kind,
      name: e.name,
      email: e.email,
      phone: e.phone,
      country: e.country,
      notes: e.notes,
      status: e.status,
      total: centsToEuros(e.totalCents),
      createdAt: e.createdAt.toISOString(),
      lines: (linesOf.get(e.id) ?? []).map((l) => ({
        slug: l.slug,
        title: l.title,
        artistName: l.artistName,
        size: l.size,
        price: l.priceOnRequest ? null : centsToEuros(l.priceCents),
        priceOnRequest: l.priceOnRequest,
        quantity: l.quantity,
        subtotal: l.priceOnRequest ? null : centsToEuros(l.priceCents * l.quantity),
      })),
      mail: (mailOfEnquiry.get(e.id) ?? []).map((m) => mailStatus(m, options.mailHeld)),
    })),
    messages: messageRows.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      country: m.country,
      subject: m.subject,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
      mail: (mailOfMessage.get(m.id) ?? []).map((row) => mailStatus(row, options.mailHeld)),
    })),
  };
}
