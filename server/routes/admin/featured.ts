import { Hono } from 'hono';
import { FEATURED_TEXTS, featuredSchema } from '../../../shared/featured.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import { fieldChanges } from '../../queries/audit.ts';
import { chosenFeatured, existingShopItemIds, saveFeatured } from '../../queries/featured.ts';
import { noteAudit } from './audit-trail.ts';

const titlesOf = (works: ReturnType<typeof chosenFeatured>) => works.map((work) => work.title);

export const adminFeaturedRoutes = new Hono<AppEnv>()
  .get('/', (c) => c.json(chosenFeatured(c.var.deps.db.orm), 200))
  .put('/', bodyLimit(LIMITS.small), validateJson(featuredSchema), (c) => {
    const { orm } = c.var.deps.db;
    const { ids } = c.req.valid('json');
    const found = existingShopItemIds(orm, ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw httpError(400, { errors: [{ msg: FEATURED_TEXTS.missing(missing.length), path: 'ids' }] });
    const before = chosenFeatured(orm);
    saveFeatured(orm, ids);
    const after = chosenFeatured(orm);
    noteAudit(c, { changes: fieldChanges({ works: titlesOf(before) }, { works: titlesOf(after) }) });
    return c.json(after, 200);
  });
