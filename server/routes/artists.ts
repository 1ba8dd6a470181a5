import { Hono } from 'hono';
import { isPaged, PAGE_SIZE, pageQuery } from '../../shared/list-query.ts';
import type { AppEnv } from '../lib/env.ts';
import { badPosition } from '../lib/paging.ts';
import { publicRead } from '../middleware/cache.ts';
import { followRenames } from '../middleware/moved-slugs.ts';
import { validateQuery } from '../middleware/validate.ts';
import { findArtist, listArtists, pageArtists } from '../queries/artists.ts';
import { entryNotFound } from '../services/entry-not-found.ts';
import { entryViewer, markPreview } from '../services/preview.ts';

export const artistRoutes = new Hono<AppEnv>()
  .use(publicRead)
  .get('/', validateQuery(pageQuery), (c) => {
    const query = c.req.valid('query');
    if (!isPaged(query)) return c.json(listArtists(c.var.deps.db.orm, c.var.deps.now()));
    const page = pageArtists(c.var.deps.db.orm, c.var.deps.now(), { ...query, limit: query.limit ?? PAGE_SIZE });
    if (!page) throw badPosition();
    return c.json(page);
  })
  .get('/:slug', followRenames('artists'), (c) => {
    const slug = c.req.param('slug');
    const artist = findArtist(c.var.deps.db.orm, slug, entryViewer(c));
    if (!artist) throw entryNotFound(c, 'artists', slug, 'Artist not found.');
    markPreview(c, artist.preview !== undefined);
    return c.json(artist);
  });
