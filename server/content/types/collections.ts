import { collectionContent } from '../../../shared/content/collection.ts';
import { collectionImages, collections } from '../../db/schema/index.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';
import { publicPart, shown } from '../public-part.ts';

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
