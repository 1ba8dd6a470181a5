// Written by `npm run content:index` (docs/decisions/018): do not edit.

import { blogPostType } from '../content/types/blog-posts.ts';
import { filmType } from '../content/types/films.ts';
import { publicationType } from '../content/types/publications.ts';
import { artistReads } from './artists.ts';
import { collectionReads } from './collections.ts';
import { exhibitionReads } from './exhibitions.ts';
import { publicReads } from './public-entries.ts';

/** Every type with a public part, read through its own reads or plainly. */
export const PUBLIC_READS = {
  artists: artistReads,
  collections: collectionReads,
  exhibitions: exhibitionReads,
  films: publicReads(filmType, {}),
  publications: publicReads(publicationType, {}),
  blog: publicReads(blogPostType, {}),
};
