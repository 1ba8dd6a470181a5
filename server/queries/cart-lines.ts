import { and, eq, inArray } from 'drizzle-orm';
import { workAvailability } from '../../shared/inventory.ts';
import { centsToEuros } from '../../shared/money.ts';
import { artists } from '../content/types/artists.ts';
import { shopItemSizes, shopItems } from '../content/types/shop-items.ts';
import type { Orm } from '../db/client.ts';
import { groupBy } from '../lib/group.ts';
import { loadImageRefs } from './images.ts';
import { isPublic } from './published.ts';
import { tr } from './translated-fields.ts';

/** Shown at checkout instead of the price the browser kept; a slug not in the shop, or not public, is left out. */
export function findCartLines(orm: Orm, slugs: readonly string[], now: Date) {
  const wanted = [...new Set(slugs)];
  if (wanted.length === 0) return [];
  const rows = orm
    .select({
      id: shopItems.id,
      slug: shopItems.slug,
      title: tr('shop', shopItems, 'title', 'title'),
      imgId: shopItems.imgId,
      availability: shopItems.availability,
      priceOnRequest: shopItems.priceOnRequest,
      edition: shopItems.edition,
      editionSize: shopItems.editionSize,
      artistName: tr('artists', artists, 'name', 'name'),
      artistSlug: artists.slug,
    })
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(and(inArray(shopItems.slug, wanted), isPublic(shopItems, now)))
    .all();
  if (rows.length === 0) return [];
  const sizes = orm
    .select()
    .from(shopItemSizes)
    .where(
      inArray(
        shopItemSizes.itemId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(shopItemSizes.itemId, shopItemSizes.position)
    .all();
  const sizesOf = groupBy(sizes, (s) => s.itemId);
  const imgs = loadImageRefs(
    orm,
    rows.map((r) => r.imgId),
  );
  const order = new Map(wanted.map((slug, index) => [slug, index]));
  return rows
    .sort((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0))
    .map((row) => {
      const own = sizesOf.get(row.id) ?? [];
      const onRequest = row.priceOnRequest;
      return {
        slug: row.slug,
        title: row.title,
        artist: { name: row.artistName, slug: row.artistSlug },
        img: imgs.get(row.imgId) ?? null,
        availability: workAvailability(row.availability, own),
        price_on_request: onRequest,
        edition: row.edition,
        edition_size: row.editionSize,
        sizes: own.map((s) => ({
          size: s.size,
          price: onRequest ? null : centsToEuros(s.priceCents),
          availability: s.availability,
        })),
      };
    });
}
