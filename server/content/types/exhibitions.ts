import { exhibitionSchema } from '../../../shared/content/exhibition.ts';
import { exhibitionImages, exhibitions } from '../../db/schema/index.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';

const f = fieldsOf(exhibitions);

export const exhibitionType = defineContentType({
  path: 'exhibitions',
  noun: 'exhibition',
  table: exhibitions,
  title: exhibitions.title,
  schema: exhibitionSchema,
  fields: {
    title: f.column('title'),
    slug: f.column('slug'),
    subtitle: f.column('subtitle'),
    introduction: f.html('introduction'),
    body: f.html('body'),
    metaDescription: f.column('metaDescription'),
    img: f.image('imgId'),
    additional_imgs_with_descriptions: f.describedImageList(exhibitionImages),
  },
  publicPath: (slug) => `/explore/exhibitions/${slug}`,
});
