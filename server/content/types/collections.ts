import { collectionSchema } from '../../../shared/content/collection.ts';
import { collectionImages, collections } from '../../db/schema/index.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';

const f = fieldsOf(collections);

export const collectionType = defineContentType({
  path: 'collections',
  noun: 'collection',
  table: collections,
  title: collections.title,
  schema: collectionSchema,
  fields: {
    title: f.column('title'),
    slug: f.column('slug'),
    short_description: f.column('shortDescription'),
    long_description: f.html('longDescription'),
    metaDescription: f.column('metaDescription'),
    main_img: f.image('mainImgId'),
    img_collection: f.imageList(collectionImages),
  },
  publicPath: (slug) => `/explore/collections/${slug}`,
});
