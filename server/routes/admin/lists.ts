import { type Context, Hono } from 'hono';
import { bulkSchema, listQuerySchema, pickQuerySchema } from '../../../shared/admin-lists.ts';
import { STORAGE } from '../../content/registry.ts';
import type { AppEnv } from '../../lib/env.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson, validateQuery } from '../../middleware/validate.ts';
import { runBulk } from '../../queries/admin-bulk.ts';
import { listPage, pickEntries } from '../../queries/admin-lists.ts';
import type { Saver } from '../../queries/revisions.ts';
import { noteAudit } from './audit-trail.ts';

const saverOf = (c: Context<AppEnv>): Saver => ({ user: c.var.user, at: c.var.deps.now() });

export const adminListRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(listQuerySchema), (c) => {
    const query = c.req.valid('query');
    return c.json(listPage(c.var.deps.db.orm, STORAGE[query.type], query, c.var.deps.now()), 200);
  })
  .get('/pick', validateQuery(pickQuerySchema), (c) => {
    const query = c.req.valid('query');
    return c.json(pickEntries(c.var.deps.db.orm, STORAGE[query.type], query), 200);
  })
  .post('/bulk', bodyLimit(LIMITS.small), validateJson(bulkSchema), (c) => {
    const body = c.req.valid('json');
    const answer = runBulk(c.var.deps.db.orm, STORAGE[body.type], body, saverOf(c));
    noteAudit(c, {
      type: body.type,
      label: answer.done.map((entry) => entry.title).join(', '),
      detail: { action: body.action, done: answer.done, refused: answer.refused.map((entry) => entry._id) },
    });
    return c.json(answer, 200);
  });
