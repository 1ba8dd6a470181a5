import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { artists } from '../content/types/artists.ts';
import { shopItemMedia, shopItemSizes, shopItems } from '../content/types/shop-items.ts';
import type { Orm } from '../db/client.ts';
import { images, imageVariants } from '../db/schema/index.ts';
import { groupBy } from '../lib/group.ts';
import { mediumNamer } from './terms.ts';
import { tr } from './translated-fields.ts';

/**
 * The works of staff's tear sheets and price lists (issue 31), whatever their state or publication, with the
 * real amounts in cents: staff decide what a PDF shows. Called inside the PDF's language (`inLang`), so titles,
 * names and media come in it, each falling back to English where it has none.
 */
export function sheetWorkRows(orm: Orm, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = orm
    .select({
      id: shopItems.id,
      slug: shopItems.slug,
      title: tr('shop', shopItems, 'title', 'title'),
      description: tr('shop', shopItems, 'description', 'description'),
      year: shopItems.year,
      availability: shopItems.availability,
      priceOnRequest: shopItems.priceOnRequest,
      edition: shopItems.edition,
      editionSize: shopItems.editionSize,
      imgId: shopItems.imgId,
      artist: tr('artists', artists, 'name', 'name'),
    })
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(inArray(shopItems.id, [...ids]))
    .all();
  const found = rows.map((row) => row.id);
  const media = groupBy(
    orm
      .select()
      .from(shopItemMedia)
      .where(inArray(shopItemMedia.itemId, found))
      .orderBy(shopItemMedia.itemId, shopItemMedia.position)
      .all(),
    (m) => m.itemId,
  );
  const sizes = groupBy(
    orm
      .select()
      .from(shopItemSizes)
      .where(inArray(shopItemSizes.itemId, found))
      .orderBy(shopItemSizes.itemId, shopItemSizes.position)
      .all(),
    (s) => s.itemId,
  );
  const mediumName = mediumNamer(orm);
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        media: (media.get(row.id) ?? []).map((m) => mediumName(m.medium)),
        sizes: sizes.get(row.id) ?? [],
      },
    ]),
  );
  // In the order staff chose them.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type SheetWorkRow = ReturnType<typeof sheetWorkRows>[number];

/**
 * The smallest stored rendition at least `width` wide, else the widest there is: a PDF never decodes an
 * original when a variant will do. The original only for an image stored without variants.
 */
export function imageForPrint(orm: Orm, imageId: number, width: number): Uint8Array | undefined {
  const wide = orm
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, imageId), gte(imageVariants.width, width)))
    .orderBy(asc(imageVariants.width))
    .limit(1)
    .get();
  if (wide) return wide.bytes;
  const widest = orm
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(eq(imageVariants.imageId, imageId))
    .orderBy(desc(imageVariants.width))
    .limit(1)
    .get();
  if (widest) return widest.bytes;
  return orm.select({ bytes: images.bytes }).from(images).where(eq(images.id, imageId)).get()?.bytes;
}
