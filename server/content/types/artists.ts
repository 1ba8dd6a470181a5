import { artistSchema } from '../../../shared/content/artist.ts';
import { artistImages, artists } from '../../db/schema/index.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';

const f = fieldsOf(artists);

export const artistType = defineContentType({
  path: 'artists',
  noun: 'artist',
  table: artists,
  title: artists.name,
  schema: artistSchema,
  fields: {
    name: f.column('name'),
    slug: f.column('slug'),
    bio: f.html('bio'),
    metaDescription: f.column('metaDescription'),
    img: f.image('imgId'),
    additional_imgs: f.imageList(artistImages),
  },
  publicPath: (slug) => `/artists/${slug}`,
});
