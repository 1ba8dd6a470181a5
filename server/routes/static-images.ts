import { Hono } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { notFound } from '../lib/errors.ts';
import { publicRead } from '../middleware/cache.ts';
import { findStaticImage, isStaticImageSlot, listStaticImages } from '../queries/static-images.ts';

export const staticImageRoutes = new Hono<AppEnv>()
  .use(publicRead)
  // All seven in one answer, an empty slot as null: a page with five of them makes one request, not five.
  .get('/', (c) => c.json(listStaticImages(c.var.deps.db.orm)))
  .get('/:name', (c) => {
    const name = c.req.param('name');
    const found = isStaticImageSlot(name) ? findStaticImage(c.var.deps.db.orm, name) : undefined;
    if (!found) throw notFound('Static image not found.');
    return c.json(found);
  });
