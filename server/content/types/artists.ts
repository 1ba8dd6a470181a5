import { artistContent } from '../../../shared/content/artist.ts';
import { artistMeta } from '../../../shared/page-meta.ts';
import { artistImages, artists } from '../../db/schema/index.ts';
import { findArtist } from '../../queries/artists.ts';
import { artistData } from '../../services/structured-data.ts';
import { defineContentType, publicPage } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';

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
  page: publicPage(findArtist, artistMeta, artistData),
});
