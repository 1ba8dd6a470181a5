import { Hono } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { notFound } from '../lib/errors.ts';
import { publicRead } from '../middleware/cache.ts';
import { followRenames } from '../middleware/moved-slugs.ts';
import { findArtist, listArtists } from '../queries/artists.ts';
import { entryViewer, markPreview } from '../services/preview.ts';

export const artistRoutes = new Hono<AppEnv>()
  .use(publicRead)
  .get('/', (c) => c.json(listArtists(c.var.deps.db.orm, c.var.deps.now())))
  .get('/:slug', followRenames('artists'), (c) => {
    const artist = findArtist(c.var.deps.db.orm, c.req.param('slug'), entryViewer(c));
    if (!artist) throw notFound('Artist not found.');
    markPreview(c, artist.preview !== undefined);
    return c.json(artist);
  });
