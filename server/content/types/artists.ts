import { artistContent } from '../../../shared/content/artist.ts';
import { artistImages, artists } from '../../db/schema/index.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';
import { publicPart, shown } from '../public-part.ts';

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
  public: publicPart({
    list: {
      name: shown.text(artists.name),
      img: shown.image(artists.imgId),
    },
    detail: {
      birth_year: shown.column(artists.birthYear),
      death_year: shown.column(artists.deathYear),
      bio: shown.text(artists.bio),
      metaDescription: shown.text(artists.metaDescription),
      names: shown.extra(),
      additional_imgs: shown.imageList(artistImages),
      /** Shown above the bio: what a collector comes for first. */
      works: shown.extra(),
      exhibitions: shown.extra(),
    },
    // The list is ordered by name in the request's language (server/queries/artists.ts).
    newest: artists.createdAt,
    listFallback: false,
  }),
});
