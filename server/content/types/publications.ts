import { publicationSchema } from '../../../shared/content/publication.ts';
import { publicationImages, publications } from '../../db/schema/index.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';

const f = fieldsOf(publications);

export const publicationType = defineContentType({
  path: 'publications',
  noun: 'publication',
  table: publications,
  title: publications.title,
  schema: publicationSchema,
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
  },
  publicPath: (slug) => `/explore/publications/${slug}`,
});
