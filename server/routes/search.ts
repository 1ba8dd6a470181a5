import { Hono } from 'hono';
import { searchQuerySchema } from '../../shared/search.ts';
import type { AppEnv } from '../lib/env.ts';
import { publicRead } from '../middleware/cache.ts';
import { validateQuery } from '../middleware/validate.ts';
import { searchSite } from '../queries/search.ts';

export const searchRoutes = new Hono<AppEnv>()
  .use(publicRead)
  .get('/', validateQuery(searchQuerySchema), (c) =>
    c.json(searchSite(c.var.deps.db.orm, c.req.valid('query'), 'public', c.var.deps.now())),
  );

export const adminSearchRoutes = new Hono<AppEnv>().get('/', validateQuery(searchQuerySchema), (c) =>
  c.json(searchSite(c.var.deps.db.orm, c.req.valid('query'), 'staff', c.var.deps.now())),
);
