// Written by `npm run content:index` (docs/decisions/018): do not edit.

import { Hono } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { PUBLIC_READS } from '../queries/public-reads.gen.ts';
import { publicRoutes } from './public-content.ts';

/** Each public list and its entries, under the public list path (SPEC 2 and 3). */
export const publicContentRoutes = new Hono<AppEnv>()
  .route('/artists', publicRoutes('artists', PUBLIC_READS.artists))
  .route('/explore/collections', publicRoutes('collections', PUBLIC_READS.collections))
  .route('/explore/exhibitions', publicRoutes('exhibitions', PUBLIC_READS.exhibitions))
  .route('/explore/films', publicRoutes('films', PUBLIC_READS.films))
  .route('/explore/publications', publicRoutes('publications', PUBLIC_READS.publications))
  .route('/blog', publicRoutes('blog', PUBLIC_READS.blog));
