import { artistContent } from '../../../shared/content/artist.ts';
import { exhibitionContent } from '../../../shared/content/exhibition.ts';
import { exhibitionMeta } from '../../../shared/page-meta.ts';
import {
  artists,
  exhibitionArtists,
  exhibitionImages,
  exhibitions,
  exhibitionWorks,
  shopItems,
} from '../../db/schema/index.ts';
import { findExhibition } from '../../queries/exhibitions.ts';
import { exhibitionData } from '../../services/structured-data.ts';
import { defineContentType, publicPage } from '../define.ts';
import { fieldsOf } from '../field-stores.ts';

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
  page: publicPage(findExhibition, exhibitionMeta, exhibitionData),
});
