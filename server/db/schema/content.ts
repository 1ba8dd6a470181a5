import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { FILM_COLOURS } from '../../../shared/content/film.ts';
import { AVAILABILITIES, EDITIONS } from '../../../shared/inventory.ts';
import { createdAt, updatedAt } from './columns.ts';
import { imageRef, publishing } from './entry-columns.ts';
import { describedImageListTable, imageListTable } from './image-lists.ts';

// Rich-text columns hold HTML sanitised on write (server/services/sanitize.ts).

export const artists = sqliteTable(
  'artists',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    bio: text('bio').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    imgId: imageRef('img_id').notNull(),
    birthYear: integer('birth_year'),
    deathYear: integer('death_year'),
    ...publishing(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('artists_slug_unique').on(t.slug)],
);
export const artistImages = imageListTable('artist_images', () => artists.id);

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

export const collections = sqliteTable(
  'collections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    mainImgId: imageRef('main_img_id').notNull(),
    ...publishing(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('collections_slug_unique').on(t.slug)],
);
export const collectionImages = imageListTable('collection_images', () => collections.id);

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

export { FILM_COLOURS };

export const films = sqliteTable(
  'films',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    synopsis: text('synopsis').notNull().default(''),
    filmLink: text('film_link').notNull().default(''),
    videoLink: text('video_link').notNull().default(''),
    // Bilibili plays in mainland China, so Chinese pages prefer it.
    chinaVideoLink: text('china_video_link').notNull().default(''),
    officialSite: text('official_site').notNull().default(''),
    mainImgId: imageRef('main_img_id').notNull(),
    coverImgId: imageRef('cover_img_id'),
    runTimeMins: integer('run_time_mins'),
    format: text('format').notNull().default(''),
    aspectRatio: text('aspect_ratio').notNull().default(''),
    soundMix: text('sound_mix').notNull().default(''),
    colour: text('colour', { enum: FILM_COLOURS }).notNull().default('Colour'),
    language: text('language').notNull().default(''),
    subtitles: text('subtitles').notNull().default(''),
    // The SPEC's public `date` and admin `world_premiere` are this one field.
    worldPremiere: text('world_premiere'),
    composer: text('composer').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    ...publishing(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('films_slug_unique').on(t.slug)],
);
export const filmImages = imageListTable('film_images', () => films.id);

export const publications = sqliteTable(
  'publications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    publisher: text('publisher').notNull().default(''),
    publishYear: integer('publish_year'),
    purchaseLink: text('purchase_link').notNull().default(''),
    coverImgId: imageRef('cover_img_id').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    ...publishing(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('publications_slug_unique').on(t.slug)],
);
export const publicationImages = imageListTable('publication_images', () => publications.id);

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    date: text('date').notNull(),
    body: text('body').notNull().default(''),
    video: text('video').notNull().default(''),
    chinaVideo: text('china_video').notNull().default(''),
    imgId: imageRef('img_id').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    ...publishing(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blog_posts_slug_unique').on(t.slug)],
);
export const blogPostImages = imageListTable('blog_post_images', () => blogPosts.id);
