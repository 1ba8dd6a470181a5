import { publicationContent } from '../../../shared/content/publication.ts';
import { publicationMeta } from '../../../shared/page-meta.ts';
import { publicationImages, publications } from '../../db/schema/index.ts';
import { findPublication } from '../../queries/publications.ts';
import { bookData } from '../../services/structured-data.ts';
import { defineContentType, publicPage } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';

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
  page: publicPage(findPublication, publicationMeta, bookData),
});
