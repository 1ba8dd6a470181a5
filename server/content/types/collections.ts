import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { collectionContent } from '../../../shared/content/collection.ts';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { imageRef, publishing } from '../../db/schema/entry-columns.ts';
import { imageListTable } from '../../db/schema/image-lists.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';
import { publicPart, shown } from '../public-part.ts';

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

const f = fieldsOf(collections);

export const collectionType = defineContentType(collectionContent, {
  table: collections,
  title: collections.title,
  fields: {
    title: f.column('title'),
    slug: f.column('slug'),
    short_description: f.column('shortDescription'),
    long_description: f.html('longDescription'),
    metaDescription: f.column('metaDescription'),
    main_img: f.image('mainImgId'),
    img_collection: f.imageList(collectionImages),
    status: f.column('status'),
    publish_at: f.column('publishAt'),
  },
  public: publicPart({
    list: {
      title: shown.text(collections.title),
      short_description: shown.text(collections.shortDescription),
      main_img: shown.image(collections.mainImgId),
    },
    detail: {
      long_description: shown.text(collections.longDescription),
      metaDescription: shown.text(collections.metaDescription),
      img_collection: shown.imageList(collectionImages),
      works: shown.extra(),
    },
    newest: collections.createdAt,
  }),
});
