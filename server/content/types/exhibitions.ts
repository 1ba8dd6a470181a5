import { artistContent } from '../../../shared/content/artist.ts';
import { exhibitionContent } from '../../../shared/content/exhibition.ts';
import {
  artists,
  exhibitionArtists,
  exhibitionImages,
  exhibitions,
  exhibitionWorks,
  shopItems,
} from '../../db/schema/index.ts';
import { defineContentType } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';
import { publicPart, shown } from '../public-part.ts';

const f = fieldsOf(exhibitions);

export const exhibitionType = defineContentType(exhibitionContent, {
  table: exhibitions,
  title: exhibitions.title,
  fields: {
    title: f.column('title'),
    slug: f.column('slug'),
    subtitle: f.column('subtitle'),
    starts_on: f.column('startsOn'),
    ends_on: f.column('endsOn'),
    venue: f.column('venue'),
    artists: f.entryList(
      exhibitionArtists,
      {
        owner: exhibitionArtists.exhibitionId,
        position: exhibitionArtists.position,
        entry: exhibitionArtists.artistId,
      },
      { table: artists, title: artists.name, noun: artistContent.noun },
    ),
    works: f.entryList(
      exhibitionWorks,
      { owner: exhibitionWorks.exhibitionId, position: exhibitionWorks.position, entry: exhibitionWorks.shopItemId },
      { table: shopItems, title: shopItems.title, noun: 'work' },
    ),
    introduction: f.html('introduction'),
    body: f.html('body'),
    metaDescription: f.column('metaDescription'),
    img: f.image('imgId'),
    additional_imgs_with_descriptions: f.describedImageList(exhibitionImages),
    status: f.column('status'),
    publish_at: f.column('publishAt'),
  },
  public: publicPart({
    list: {
      title: shown.text(exhibitions.title),
      subtitle: shown.text(exhibitions.subtitle),
      starts_on: shown.column(exhibitions.startsOn),
      ends_on: shown.column(exhibitions.endsOn),
      venue: shown.text(exhibitions.venue),
      img: shown.image(exhibitions.imgId),
    },
    detail: {
      introduction: shown.text(exhibitions.introduction),
      body: shown.text(exhibitions.body),
      metaDescription: shown.text(exhibitions.metaDescription),
      additional_imgs_with_descriptions: shown.extra(),
      artists: shown.extra(),
      works: shown.extra(),
    },
    // Ordered by status on the gallery's day (server/queries/exhibitions.ts), newest first within one.
    newest: exhibitions.createdAt,
  }),
});
