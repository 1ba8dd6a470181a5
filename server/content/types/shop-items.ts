import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { artistContent } from '../../../shared/content/artist.ts';
import { shopItemContent, type sizeOptionSchema } from '../../../shared/content/shop-item.ts';
import { AVAILABILITIES, EDITIONS } from '../../../shared/inventory.ts';
import { centsToEuros, toCents } from '../../../shared/money.ts';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { imageRef, publishing } from '../../db/schema/entry-columns.ts';
import { imageListTable } from '../../db/schema/image-lists.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';
import { checkItemTerms } from '../item-terms.ts';
import { shown } from '../public-part.ts';
import { artists } from './artists.ts';

export const shopItems = sqliteTable(
  'shop_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'restrict' }),
    category: text('category').notNull().default(''),
    fromCollection: text('from_collection').notNull().default(''),
    description: text('description').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    imgId: imageRef('img_id').notNull(),
    year: text('year').notNull().default(''),
    availability: text('availability', { enum: AVAILABILITIES }).notNull().default('available'),
    priceOnRequest: integer('price_on_request', { mode: 'boolean' }).notNull().default(false),
    edition: text('edition', { enum: EDITIONS }).notNull().default('open'),
    editionSize: integer('edition_size'),
    signed: text('signed').notNull().default(''),
    framed: text('framed').notNull().default(''),
    ...publishing(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shop_items_slug_unique').on(t.slug),
    index('shop_items_artist_idx').on(t.artistId),
    // The shop's pages (server/queries/shop-pages.ts): newest first walks this index and stops at a page...
    index('shop_items_newest_idx').on(t.createdAt, t.id),
    // ...and the public rule, counts and filters read this one instead of the rows with their long texts.
    index('shop_items_public_idx').on(
      t.status,
      t.publishAt,
      t.createdAt,
      t.id,
      t.artistId,
      t.availability,
      t.priceOnRequest,
    ),
  ],
);

export const shopItemImages = imageListTable('shop_item_images', () => shopItems.id);

export const shopItemMedia = sqliteTable(
  'shop_item_media',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => shopItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    medium: text('medium').notNull(),
  },
  (t) => [uniqueIndex('shop_item_media_pk').on(t.itemId, t.position)],
);

export const shopItemSizes = sqliteTable(
  'shop_item_sizes',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => shopItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    size: text('size').notNull(),
    priceCents: integer('price_cents').notNull(),
    widthCm: real('width_cm'),
    heightCm: real('height_cm'),
    depthCm: real('depth_cm'),
    availability: text('availability', { enum: AVAILABILITIES }).notNull().default('available'),
  },
  (t) => [uniqueIndex('shop_item_sizes_pk').on(t.itemId, t.position)],
);

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

/** What only an artwork's own page shows: the shop's list answers every other field (server/queries/shop.ts). */
export const shopItemPage = {
  description: shown.text(shopItems.description),
  metaDescription: shown.text(shopItems.metaDescription),
};
