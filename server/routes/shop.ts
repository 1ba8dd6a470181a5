import { Hono } from 'hono';
import { featuredQuery } from '../../shared/featured.ts';
import { orderShopItems } from '../../shared/shop-order.ts';
import { cartLinesQuery, shopListQuery } from '../../shared/shop-query.ts';
import type { AppEnv } from '../lib/env.ts';
import { notFound } from '../lib/errors.ts';
import { publicRead } from '../middleware/cache.ts';
import { followRenames } from '../middleware/moved-slugs.ts';
import { validateQuery } from '../middleware/validate.ts';
import { findCartLines } from '../queries/cart-lines.ts';
import { homeFeatured } from '../queries/featured.ts';
import { findShopItem, listShopItems } from '../queries/shop.ts';
import { entryViewer, markPreview } from '../services/preview.ts';

export const shopRoutes = new Hono<AppEnv>()
  .use(publicRead)
  // The plain call answers the SPEC's list, newest first; `sort` and `available` order and narrow it.
  .get('/', validateQuery(shopListQuery), (c) => {
    const items = listShopItems(c.var.deps.db.orm, c.var.deps.now());
    const { sort, available } = c.req.valid('query');
    return c.json(sort || available ? orderShopItems(items, { sort, available }) : items);
  })
  .get('/:slug', followRenames('shop'), async (c, next) => {
    const slug = c.req.param('slug');
    // `/lines?slug=...` asks about a cart's works (the route below answers); a work whose slug is 'lines' is
    // still found here. Typed `never` so this route's answer stays the item for the typed client.
    // `/featured?for=home` is the home page's list the same way.
    if ((slug === 'lines' && c.req.query('slug') !== undefined) || (slug === 'featured' && c.req.query('for'))) {
      await next();
      return undefined as never;
    }
    const item = findShopItem(c.var.deps.db.orm, slug, entryViewer(c));
    if (!item) throw notFound('Shop item not found.');
    markPreview(c, item.preview !== undefined);
    return c.json(item);
  })
  .get('/lines', validateQuery(cartLinesQuery), (c) =>
    c.json(findCartLines(c.var.deps.db.orm, c.req.valid('query').slug, c.var.deps.now())),
  )
  // The home page's four works (SPEC 9): the ones staff chose, in order, made up with the newest.
  .get('/featured', validateQuery(featuredQuery), (c) => c.json(homeFeatured(c.var.deps.db.orm, c.var.deps.now())));
