import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { images } from '../db/schema/index.ts';
import type { AppEnv } from '../lib/env.ts';
import { notFound } from '../lib/errors.ts';
import { publicRead } from '../middleware/cache.ts';
import { loadImageRefs } from '../queries/images.ts';

/** The image library as references (SPEC 7 'GET /api/image'); the bytes are at /api/media. */
export const imageRoutes = new Hono<AppEnv>()
  .use(publicRead)
  .get('/', (c) => {
    const orm = c.var.deps.db.orm;
    const ids = orm.select({ id: images.id }).from(images).orderBy(asc(images.title)).all();
    const refs = loadImageRefs(
      orm,
      ids.map((r) => r.id),
    );
    return c.json(ids.flatMap((r) => refs.get(r.id) ?? []));
  })
  .get('/:slug', (c) => {
    const orm = c.var.deps.db.orm;
    const row = orm
      .select({ id: images.id })
      .from(images)
      .where(eq(images.slug, c.req.param('slug')))
      .get();
    const ref = row && loadImageRefs(orm, [row.id]).get(row.id);
    if (!ref) throw notFound('Could not get image.');
    return c.json(ref);
  });
