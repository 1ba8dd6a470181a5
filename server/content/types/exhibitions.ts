import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { artistContent } from '../../../shared/content/artist.ts';
import { exhibitionContent } from '../../../shared/content/exhibition.ts';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { imageRef, publishing } from '../../db/schema/entry-columns.ts';
import { describedImageListTable } from '../../db/schema/image-lists.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';
import { publicPart, shown } from '../public-part.ts';
import { artists } from './artists.ts';
import { shopItems } from './shop-items.ts';

export const exhibitions = sqliteTable(
  'exhibitions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    body: text('body').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    imgId: imageRef('img_id').notNull(),
    startsOn: text('starts_on'),
    endsOn: text('ends_on'),
    venue: text('venue').notNull().default(''),
    ...publishing(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('exhibitions_slug_unique').on(t.slug)],
);

export const exhibitionImages = describedImageListTable('exhibition_images', () => exhibitions.id);

export const exhibitionArtists = sqliteTable(
  'exhibition_artists',
  {
    exhibitionId: integer('exhibition_id')
      .notNull()
      .references(() => exhibitions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.exhibitionId, t.position] }), index('exhibition_artists_artist_idx').on(t.artistId)],
);

export const exhibitionWorks = sqliteTable(
  'exhibition_works',
  {
    exhibitionId: integer('exhibition_id')
      .notNull()
      .references(() => exhibitions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    shopItemId: integer('shop_item_id')
      .notNull()
      .references(() => shopItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.exhibitionId, t.position] }), index('exhibition_works_item_idx').on(t.shopItemId)],
);

const f = fieldsOf(exhibitions);

export const exhibitionType = defineContentType(exhibitionContent, {
  table: exhibitions,
  title: exhibitions.title,
  fields: {
    title: f.column('title'),
    slug: f.column('slug'),
    subtitle: f.column('subtitle'),
    starts_on: f.column('startsOn'),
    ends_on: f.column('endsOn'),
    venue: f.column('venue'),
    artists: f.entryList(
      exhibitionArtists,
      {
        owner: exhibitionArtists.exhibitionId,
        position: exhibitionArtists.position,
        entry: exhibitionArtists.artistId,
      },
      { table: artists, title: artists.name, noun: artistContent.noun },
    ),
    works: f.entryList(
      exhibitionWorks,
      { owner: exhibitionWorks.exhibitionId, position: exhibitionWorks.position, entry: exhibitionWorks.shopItemId },
      { table: shopItems, title: shopItems.title, noun: 'work' },
    ),
    introduction: f.html('introduction'),
    body: f.html('body'),
    metaDescription: f.column('metaDescription'),
    img: f.image('imgId'),
    additional_imgs_with_descriptions: f.describedImageList(exhibitionImages),
    status: f.column('status'),
    publish_at: f.column('publishAt'),
  },
  public: publicPart({
    list: {
      title: shown.text(exhibitions.title),
      subtitle: shown.text(exhibitions.subtitle),
      starts_on: shown.column(exhibitions.startsOn),
      ends_on: shown.column(exhibitions.endsOn),
      venue: shown.text(exhibitions.venue),
      img: shown.image(exhibitions.imgId),
    },
    detail: {
      introduction: shown.text(exhibitions.introduction),
      body: shown.text(exhibitions.body),
      metaDescription: shown.text(exhibitions.metaDescription),
      additional_imgs_with_descriptions: shown.extra(),
      artists: shown.extra(),
      works: shown.extra(),
    },
    // Ordered by status on the gallery's day (server/queries/exhibitions.ts), newest first within one.
    newest: exhibitions.createdAt,
  }),
});
