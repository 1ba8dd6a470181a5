import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { artistContent } from '../../../shared/content/artist.ts';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { imageRef, publishing } from '../../db/schema/entry-columns.ts';
import { imageListTable } from '../../db/schema/image-lists.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';
import { publicPart, shown } from '../public-part.ts';

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

const f = fieldsOf(artists);

export const artistType = defineContentType(artistContent, {
  table: artists,
  title: artists.name,
  fields: {
    name: f.column('name'),
    slug: f.column('slug'),
    birth_year: f.column('birthYear'),
    death_year: f.column('deathYear'),
    bio: f.html('bio'),
    metaDescription: f.column('metaDescription'),
    img: f.image('imgId'),
    additional_imgs: f.imageList(artistImages),
    status: f.column('status'),
    publish_at: f.column('publishAt'),
  },
  public: publicPart({
    list: {
      name: shown.text(artists.name),
      img: shown.image(artists.imgId),
    },
    detail: {
      birth_year: shown.column(artists.birthYear),
      death_year: shown.column(artists.deathYear),
      bio: shown.text(artists.bio),
      metaDescription: shown.text(artists.metaDescription),
      names: shown.extra(),
      additional_imgs: shown.imageList(artistImages),
      works: shown.extra(),
      exhibitions: shown.extra(),
    },
    // The list is ordered by name in the request's language (server/queries/artists.ts).
    newest: artists.createdAt,
    listFallback: false,
  }),
});
