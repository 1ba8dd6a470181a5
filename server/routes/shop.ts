import { Hono } from 'hono';
import { featuredQuery } from '../../shared/featured.ts';
import { DEFAULT_LANG } from '../../shared/languages.ts';
import { PAGE_SIZE, PAGES_SEGMENT } from '../../shared/list-pages.ts';
import { DEFAULT_SORT } from '../../shared/shop-order.ts';
import { cartLinesQuery, mediumSamplesQuery, shopListQuery, shopPagesQuery } from '../../shared/shop-query.ts';
import { currentLang } from '../i18n/context.ts';
import type { AppEnv } from '../lib/env.ts';
import { badPosition, wholeListOnly } from '../lib/paging.ts';
import { madeOrBusy, pdfAnswer } from '../lib/pdf-answer.ts';
import { publicRead } from '../middleware/cache.ts';
import { followRenames } from '../middleware/moved-slugs.ts';
import { validateQuery } from '../middleware/validate.ts';
import { findCartLines } from '../queries/cart-lines.ts';
import { homeFeatured } from '../queries/featured.ts';
import { mediumSamples } from '../queries/medium-samples.ts';
import { findShopItem, listShopItems, orderShopList } from '../queries/shop.ts';
import { shopPage } from '../queries/shop-pages.ts';
import { entryNotFound } from '../services/entry-not-found.ts';
import { entryViewer, markPreview } from '../services/preview.ts';
import { publicTearSheet } from '../services/sheets.ts';

export const shopRoutes = new Hono<AppEnv>()
  .use(publicRead)
  .get('/', wholeListOnly, validateQuery(shopListQuery), (c) => {
    const { sort, available } = c.req.valid('query');
    const { orm } = c.var.deps.db;
    const items = listShopItems(orm, c.var.deps.now());
    return c.json(sort || available ? orderShopList(orm, items, { sort, available }) : items);
  })
  .get(`/${PAGES_SEGMENT}`, validateQuery(shopPagesQuery), (c) => {
    const query = c.req.valid('query');
    const page = shopPage(c.var.deps.db.orm, c.var.deps.now(), {
      ...query,
      sort: query.sort ?? DEFAULT_SORT,
      available: query.available === true,
      limit: query.limit ?? PAGE_SIZE,
    });
    if (!page) throw badPosition();
    return c.json(page);
  })
  .get('/lines', validateQuery(cartLinesQuery), (c) =>
    c.json(findCartLines(c.var.deps.db.orm, c.req.valid('query').slug, c.var.deps.now())),
  )
  .get('/featured', validateQuery(featuredQuery), (c) => c.json(homeFeatured(c.var.deps.db.orm, c.var.deps.now())))
  .get('/mediums', validateQuery(mediumSamplesQuery), (c) =>
    c.json(mediumSamples(c.var.deps.db.orm, c.var.deps.now(), c.req.valid('query').samples)),
  )
  // Issue 31: found as the page finds its work, so a draft, or a work not published in this language, has none.
  .get('/:slug/tear-sheet.pdf', async (c) => {
    const slug = c.req.param('slug');
    const item = findShopItem(c.var.deps.db.orm, slug, entryViewer(c));
    if (!item) throw entryNotFound(c, 'shop', slug, 'Shop item not found.');
    markPreview(c, item.preview !== undefined);
    return pdfAnswer(c, await madeOrBusy(publicTearSheet(c.var.deps, item, currentLang() ?? DEFAULT_LANG)));
  })
  // After the routes above: their words are no work's slug (docs/decisions/016-reserved-slugs.md).
  .get('/:slug', followRenames('shop'), (c) => {
    const slug = c.req.param('slug');
    const item = findShopItem(c.var.deps.db.orm, slug, entryViewer(c));
    if (!item) throw entryNotFound(c, 'shop', slug, 'Shop item not found.');
    markPreview(c, item.preview !== undefined);
    return c.json(item);
  });
