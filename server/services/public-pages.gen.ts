// Written by `npm run content:index` (docs/decisions/018): do not edit.

import {
  artistMeta,
  blogPostMeta,
  collectionMeta,
  exhibitionMeta,
  filmMeta,
  publicationMeta,
} from '../../shared/page-meta.ts';
import { PUBLIC_READS } from '../queries/public-reads.gen.ts';
import { publicPage } from './public-page.ts';
import {
  artistData,
  blogPostData,
  collectionData,
  exhibitionData,
  filmData,
  publicationData,
} from './structured-data.ts';

/** The entry pages of the types with a public part: their own words and data, or the plain ones. */
export const READ_PAGES = {
  artists: publicPage(PUBLIC_READS.artists, artistMeta, artistData),
  collections: publicPage(PUBLIC_READS.collections, collectionMeta, collectionData),
  exhibitions: publicPage(PUBLIC_READS.exhibitions, exhibitionMeta, exhibitionData),
  films: publicPage(PUBLIC_READS.films, filmMeta, filmData),
  publications: publicPage(PUBLIC_READS.publications, publicationMeta, publicationData),
  blog: publicPage(PUBLIC_READS.blog, blogPostMeta, blogPostData),
};
