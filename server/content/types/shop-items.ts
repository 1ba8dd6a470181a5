import type { z } from 'zod';
import { artistContent } from '../../../shared/content/artist.ts';
import { shopItemContent, type sizeOptionSchema } from '../../../shared/content/shop-item.ts';
import { centsToEuros, toCents } from '../../../shared/money.ts';
import { artists, shopItemImages, shopItemMedia, shopItemSizes, shopItems } from '../../db/schema/index.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';
import { checkItemTerms } from '../item-terms.ts';

const f = fieldsOf(shopItems);

export const shopItemType = defineContentType(shopItemContent, {
  table: shopItems,
  title: shopItems.title,
  fields: {
    title: f.column('title'),
    slug: f.column('slug'),
    artist: f.reference('artistId', { table: artists, title: artists.name, noun: artistContent.noun }),
    category: f.column('category'),
    from_collection: f.column('fromCollection'),
    medium: f.rows(
      shopItemMedia,
      { owner: shopItemMedia.itemId, position: shopItemMedia.position },
      { toRow: (medium: string) => ({ medium }), fromRow: (row) => row.medium },
    ),
    description: f.html('description'),
    metaDescription: f.column('metaDescription'),
    img: f.image('imgId'),
    // Money is kept in cents (DESIGN 'The API contract') and travels as euros.
    size_price_info: f.rows(
      shopItemSizes,
      { owner: shopItemSizes.itemId, position: shopItemSizes.position },
      {
        toRow: (entry: z.output<typeof sizeOptionSchema>) => ({
          size: entry.size,
          priceCents: toCents(entry.price),
          widthCm: entry.width_cm,
          heightCm: entry.height_cm,
          depthCm: entry.depth_cm,
          availability: entry.availability,
        }),
        fromRow: (row) => ({
          size: row.size,
          price: centsToEuros(row.priceCents),
          width_cm: row.widthCm,
          height_cm: row.heightCm,
          depth_cm: row.depthCm,
          availability: row.availability,
        }),
      },
    ),
    year: f.column('year'),
    availability: f.column('availability'),
    price_on_request: f.column('priceOnRequest'),
    edition: f.column('edition'),
    edition_size: f.column('editionSize'),
    signed: f.column('signed'),
    framed: f.column('framed'),
    images: f.imageList(shopItemImages),
    status: f.column('status'),
    publish_at: f.column('publishAt'),
  },
  check: checkItemTerms,
});
