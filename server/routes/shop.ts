import { Hono } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { notFound } from '../lib/errors.ts';
import { publicRead } from '../middleware/cache.ts';
import { followRenames } from '../middleware/moved-slugs.ts';
import { findShopItem, listShopItems } from '../queries/shop.ts';

export const shopRoutes = new Hono<AppEnv>()
  .use(publicRead)
  .get('/', (c) => c.json(listShopItems(c.var.deps.db.orm)))
  .get('/:slug', followRenames('shop'), (c) => {
    const item = findShopItem(c.var.deps.db.orm, c.req.param('slug'));
    if (!item) throw notFound('Shop item not found.');
    return c.json(item);
  });
