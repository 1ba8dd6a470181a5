import { inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { images, staticImages } from '../../db/schema/index.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import { loadImageRefs } from '../../queries/images.ts';
import { STATIC_IMAGE_SLOTS, staticImagesSchema } from '../../schemas/static-images.ts';

/** The seven fixed images of the site (SPEC 7 'GET /api/admin/static-images', '.../update'). */
export const adminStaticImageRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const { orm } = c.var.deps.db;
    const rows = orm.select().from(staticImages).all();
    const refs = loadImageRefs(
      orm,
      rows.map((r) => r.imageId),
    );
    const chosen = new Map(rows.map((r) => [r.name, r.imageId]));
    // Every slot is listed, an empty one with img null, so the screen shows all seven whatever is set.
    return c.json(
      STATIC_IMAGE_SLOTS.map((name) => {
        const id = chosen.get(name);
        return { name, img: id === undefined ? null : (refs.get(id) ?? null) };
      }),
      200,
    );
  })
  .post('/update', bodyLimit(LIMITS.small), validateJson(staticImagesSchema), (c) => {
    const { orm } = c.var.deps.db;
    const body = c.req.valid('json');
    const ids = [...new Set(Object.values(body))];
    const found = new Set(
      orm
        .select({ id: images.id })
        .from(images)
        .where(inArray(images.id, ids))
        .all()
        .map((r) => r.id),
    );
    const missing = STATIC_IMAGE_SLOTS.filter((slot) => !found.has(body[slot]));
    if (missing.length > 0) {
      const errors = missing.map((slot) => ({ msg: `The image chosen for ${slot} no longer exists.`, path: slot }));
      throw httpError(400, { errors });
    }
    orm.transaction((tx) => {
      for (const name of STATIC_IMAGE_SLOTS) {
        tx.insert(staticImages)
          .values({ name, imageId: body[name] })
          .onConflictDoUpdate({ target: staticImages.name, set: { imageId: body[name], updatedAt: new Date() } })
          .run();
      }
    });
    return c.json({ success: true as const }, 200);
  });
