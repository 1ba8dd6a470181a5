import { and, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../shared/languages.ts';
import { artists } from '../content/types/artists.ts';
import { shopItemSizes, shopItems } from '../content/types/shop-items.ts';
import type { Orm } from '../db/client.ts';
import { contactMessages, enquiries, enquiryLines } from '../db/schema/index.ts';
import { currentLang } from '../i18n/context.ts';
import { messageIn } from '../i18n/messages.ts';
import { translated } from '../i18n/translations.ts';
import { groupBy } from '../lib/group.ts';
import { type LineFacts, refuseLines } from '../services/checkout-rules.ts';
import { loadImageRefs } from './images.ts';
import { isPublic } from './published.ts';
import { nextReference } from './references.ts';

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
  imageUrl: string;
};

type RequestedLine = { slug: string; sizeOption: string; quantity: number };

export type ShownWork = { title: string; artistName: string };

export type PricingResult =
  | { ok: true; lines: PricedLine[]; shown: ShownWork[]; totalCents: number; onRequest: number }
  | { ok: false; errors: { msg: string; path: string }[] };

/** DESIGN 'Money': priced from the catalogue, not the browser; a line no longer sold is refused by name. */
export function priceCheckoutLines(orm: Orm, requested: RequestedLine[], now: Date): PricingResult {
  const slugs = [...new Set(requested.map((l) => l.slug))];
  const items = orm
    .select({
      id: shopItems.id,
      slug: shopItems.slug,
      title: shopItems.title,
      artistName: artists.name,
      shownTitle: translated('shop', shopItems.id, 'title', shopItems.title),
      shownArtist: translated('artists', artists.id, 'name', artists.name),
      availability: shopItems.availability,
      edition: shopItems.edition,
      priceOnRequest: shopItems.priceOnRequest,
      imgId: shopItems.imgId,
    })
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(and(inArray(shopItems.slug, slugs), isPublic(shopItems, now)))
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
  const imageOf = loadImageRefs(
    orm,
    items.map((i) => i.imgId),
  );

  const lang = currentLang() ?? 'en';
  const errors: { msg: string; path: string }[] = [];
  const lines: PricedLine[] = [];
  const shown: ShownWork[] = [];
  const facts: LineFacts[] = [];
  requested.forEach((line, index) => {
    const item = bySlug.get(line.slug);
    if (!item) {
      errors.push({
        msg: messageIn(lang, 'send.itemGone', { slug: line.slug }),
        path: `cart.${index}.slug`,
      });
      return;
    }
    const size = sizesOf.get(item.id)?.find((s) => s.size === line.sizeOption);
    if (!size) {
      errors.push({
        msg: messageIn(lang, 'send.sizeGone', { title: item.shownTitle, size: line.sizeOption }),
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
      imageUrl: imageOf.get(item.imgId)?.src ?? '',
    });
    shown.push({ title: item.shownTitle, artistName: item.shownArtist });
  });
  errors.push(...refuseLines(facts));
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    lines,
    shown,
    totalCents: lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0),
    onRequest: lines.filter((l) => l.priceOnRequest).length,
  };
}

export function insertEnquiry(
  tx: Orm,
  enquiry: {
    name: string;
    email: string;
    phone?: string;
    country?: string;
    notes: string;
    totalCents: number;
    lines: PricedLine[];
    lang: Lang;
  },
  now: Date,
): { id: number; reference: string } {
  const reference = nextReference(tx, 'enquiry', now);
  const row = tx
    .insert(enquiries)
    .values({
      reference,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone ?? '',
      country: enquiry.country ?? '',
      notes: enquiry.notes,
      totalCents: enquiry.totalCents,
      lang: enquiry.lang,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: enquiries.id })
    .get();
  if (!row) throw new Error('The enquiry was not stored.');
  tx.insert(enquiryLines)
    .values(enquiry.lines.map((line, position) => ({ enquiryId: row.id, position, ...line })))
    .run();
  return { id: row.id, reference };
}

export function insertContactMessage(
  tx: Orm,
  message: {
    name: string;
    email: string;
    phone: string;
    country: string;
    subject: string;
    message: string;
    lang: Lang;
  },
  now: Date,
): { id: number; reference: string } {
  const reference = nextReference(tx, 'message', now);
  const row = tx
    .insert(contactMessages)
    .values({ ...message, reference, createdAt: now })
    .returning({ id: contactMessages.id })
    .get();
  if (!row) throw new Error('The message was not stored.');
  return { id: row.id, reference };
}
