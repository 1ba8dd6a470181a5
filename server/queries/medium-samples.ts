import { and, eq, sql } from 'drizzle-orm';
import { alphabetical } from '../../shared/shop-filter.ts';
import { shopItemMedia, shopItems } from '../content/types/shop-items.ts';
import type { Orm } from '../db/client.ts';
import { loadImageRefs } from './images.ts';
import { isPublic } from './published.ts';

/** The page shows one sample drawn at random, so a cached answer still varies what a visitor sees. */
export function mediumSamples(orm: Orm, now: Date, samples: number) {
  const pairs = orm
    .selectDistinct({ medium: shopItemMedia.medium, itemId: shopItems.id, imgId: shopItems.imgId })
    .from(shopItemMedia)
    .innerJoin(shopItems, eq(shopItems.id, shopItemMedia.itemId))
    .where(and(isPublic(shopItems, now), sql`trim(${shopItemMedia.medium}) <> ''`))
    .as('pairs');
  const ranked = orm
    .select({
      medium: pairs.medium,
      imgId: pairs.imgId,
      rank: sql<number>`row_number() over (partition by ${pairs.medium} order by ${pairs.imgId} is null, random())`.as(
        'rank',
      ),
      count: sql<number>`count(*) over (partition by ${pairs.medium})`.as('count'),
    })
    .from(pairs)
    .as('ranked');
  const rows = orm
    .select({ medium: ranked.medium, imgId: ranked.imgId, count: ranked.count })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${samples}`)
    .all();
  const imgs = loadImageRefs(
    orm,
    rows.map((r) => r.imgId),
  );
  const byMedium = new Map<
    string,
    { medium: string; count: number; samples: NonNullable<ReturnType<typeof imgs.get>>[] }
  >();
  for (const row of rows) {
    const entry = byMedium.get(row.medium) ?? { medium: row.medium, count: row.count, samples: [] };
    const img = row.imgId === null ? undefined : imgs.get(row.imgId);
    if (img) entry.samples.push(img);
    byMedium.set(row.medium, entry);
  }
  return [...byMedium.values()].sort((a, b) => alphabetical(a.medium, b.medium));
}
