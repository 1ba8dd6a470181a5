import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { publicationContent } from '../../../shared/content/publication.ts';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { imageRef, publishing } from '../../db/schema/entry-columns.ts';
import { imageListTable } from '../../db/schema/image-lists.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';
import { publicPart, shown } from '../public-part.ts';

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

const f = fieldsOf(publications);

export const publicationType = defineContentType(publicationContent, {
  table: publications,
  title: publications.title,
  fields: {
    title: f.column('title'),
    slug: f.column('slug'),
    subtitle: f.column('subtitle'),
    short_description: f.column('shortDescription'),
    long_description: f.html('longDescription'),
    publisher: f.column('publisher'),
    publish_year: f.column('publishYear'),
    purchase_link: f.column('purchaseLink'),
    cover_img: f.image('coverImgId'),
    additional_imgs: f.imageList(publicationImages),
    metaDescription: f.column('metaDescription'),
    status: f.column('status'),
    publish_at: f.column('publishAt'),
  },
  public: publicPart({
    list: {
      title: shown.text(publications.title),
      subtitle: shown.text(publications.subtitle),
      short_description: shown.text(publications.shortDescription),
      cover_img: shown.image(publications.coverImgId),
    },
    detail: {
      long_description: shown.text(publications.longDescription),
      publisher: shown.text(publications.publisher),
      publish_year: shown.column(publications.publishYear),
      purchase_link: shown.column(publications.purchaseLink),
      additional_imgs: shown.imageList(publicationImages),
      metaDescription: shown.text(publications.metaDescription),
    },
    newest: publications.createdAt,
  }),
});
