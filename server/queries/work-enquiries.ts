import { and, eq } from 'drizzle-orm';
import { type Availability, canEnquire, workAvailability } from '../../shared/inventory.ts';
import type { Lang } from '../../shared/languages.ts';
import type { MessageId } from '../../shared/messages/index.ts';
import { artists } from '../content/types/artists.ts';
import { shopItemSizes, shopItems } from '../content/types/shop-items.ts';
import type { Orm } from '../db/client.ts';
import { enquiries, enquiryLines } from '../db/schema/index.ts';
import { currentLang } from '../i18n/context.ts';
import { messageIn } from '../i18n/messages.ts';
import { translated } from '../i18n/translations.ts';
import type { PricedLine, ShownWork } from './enquiries.ts';
import { loadImageRefs } from './images.ts';
import { isPublic } from './published.ts';
import { nextReference } from './references.ts';

/** The line copies the work's title, artist and price from the catalogue, never from the browser (issue 15). */

export type WorkLine = Omit<PricedLine, 'priceOnRequest'> & { priceOnRequest: boolean; sizes: string[] };

export type WorkLookup = { ok: true; line: WorkLine; shown: ShownWork } | { ok: false; msg: string };

const REFUSED: Partial<Record<Availability, MessageId>> = {
  sold: 'send.workSold',
  not_for_sale: 'send.workNotForSale',
};

/** A draft or a work not public yet is as unknown as a deleted one. */
export function findEnquirableWork(orm: Orm, slug: string, now: Date): WorkLookup {
  const item = orm
    .select({
      id: shopItems.id,
      slug: shopItems.slug,
      title: shopItems.title,
      availability: shopItems.availability,
      priceOnRequest: shopItems.priceOnRequest,
      imgId: shopItems.imgId,
      artistName: artists.name,
      shownTitle: translated('shop', shopItems.id, 'title', shopItems.title),
      shownArtist: translated('artists', artists.id, 'name', artists.name),
    })
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(and(eq(shopItems.slug, slug), isPublic(shopItems, now)))
    .get();
  const lang = currentLang() ?? 'en';
  if (!item) return { ok: false, msg: messageIn(lang, 'send.workGone') };
  const sizes = orm
    .select({
      size: shopItemSizes.size,
      priceCents: shopItemSizes.priceCents,
      availability: shopItemSizes.availability,
    })
    .from(shopItemSizes)
    .where(eq(shopItemSizes.itemId, item.id))
    .orderBy(shopItemSizes.position)
    .all();
  const refusal = REFUSED[workAvailability(item.availability, sizes)];
  if (refusal) return { ok: false, msg: messageIn(lang, refusal, { title: item.shownTitle }) };

  const open = sizes.filter((s) => canEnquire(s.availability));
  const only = open.length === 1 ? open[0] : undefined;
  const lowest = open.length > 0 ? Math.min(...open.map((s) => s.priceCents)) : 0;
  return {
    ok: true,
    shown: { title: item.shownTitle, artistName: item.shownArtist },
    line: {
      itemId: item.id,
      slug: item.slug,
      title: item.title,
      artistName: item.artistName,
      imageUrl: loadImageRefs(orm, [item.imgId]).get(item.imgId)?.src ?? '',
      size: only?.size ?? '',
      // A price on request stays unknown here too: the enquiry never carries a number the page hides.
      priceCents: item.priceOnRequest ? 0 : (only?.priceCents ?? lowest),
      quantity: 1,
      priceOnRequest: item.priceOnRequest,
      sizes: open.map((s) => s.size),
    },
  };
}

export function insertWorkEnquiry(
  tx: Orm,
  enquiry: {
    name: string;
    email: string;
    phone: string;
    country: string;
    message: string;
    line: WorkLine;
    lang: Lang;
  },
  now: Date,
): { id: number; reference: string } {
  const { sizes: _sizes, ...line } = enquiry.line;
  const reference = nextReference(tx, 'enquiry', now);
  const row = tx
    .insert(enquiries)
    .values({
      reference,
      kind: 'work',
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      country: enquiry.country,
      notes: enquiry.message,
      totalCents: line.priceCents,
      lang: enquiry.lang,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: enquiries.id })
    .get();
  if (!row) throw new Error('The enquiry was not stored.');
  tx.insert(enquiryLines)
    .values({ enquiryId: row.id, position: 0, ...line })
    .run();
  return { id: row.id, reference };
}
