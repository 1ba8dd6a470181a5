import { collectionContent } from '../../../shared/content/collection.ts';
import { collectionMeta } from '../../../shared/page-meta.ts';
import { collectionImages, collections } from '../../db/schema/index.ts';
import { findCollection } from '../../queries/collections.ts';
import { collectionData } from '../../services/structured-data.ts';
import { defineContentType, publicPage } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';

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
  page: publicPage(findCollection, collectionMeta, collectionData),
});
