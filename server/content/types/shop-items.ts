import { artistContent } from '../../../shared/content/artist.ts';
import { shopItemContent } from '../../../shared/content/shop-item.ts';
import { centsToEuros, toCents } from '../../../shared/money.ts';
import { shopItemMeta } from '../../../shared/page-meta.ts';
import { artists, shopItemMedia, shopItemSizes, shopItems } from '../../db/schema/index.ts';
import { findShopItem } from '../../queries/shop.ts';
import { artworkData } from '../../services/structured-data.ts';
import { defineContentType, publicPage } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';

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
        toRow: (entry: { size: string; price: number }) => ({
          size: entry.size,
          priceCents: toCents(entry.price),
        }),
        fromRow: (row) => ({ size: row.size, price: centsToEuros(row.priceCents) }),
      },
    ),
  },
  page: publicPage(findShopItem, shopItemMeta, artworkData),
});
