import { Hono } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { notFound } from '../lib/errors.ts';
import { publicRead } from '../middleware/cache.ts';
import { findImageRef, listImageRefs } from '../queries/image-library.ts';

export const imageRoutes = new Hono<AppEnv>()
  .use(publicRead)
  .get('/', (c) => c.json(listImageRefs(c.var.deps.db.orm)))
  .get('/:slug', (c) => {
    const ref = findImageRef(c.var.deps.db.orm, c.req.param('slug'));
    if (!ref) throw notFound('Could not get image.');
    return c.json(ref);
  });
