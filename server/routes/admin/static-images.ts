import { Hono } from 'hono';
import { STATIC_IMAGE_SLOTS, staticImagesSchema } from '../../../shared/static-images.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import { fieldChanges } from '../../queries/audit.ts';
import { existingImageIds } from '../../queries/image-library.ts';
import { listStaticImages, saveStaticImages } from '../../queries/static-images.ts';
import { noteAudit } from './audit-trail.ts';

export const adminStaticImageRoutes = new Hono<AppEnv>()
  .get('/', (c) => c.json(listStaticImages(c.var.deps.db.orm), 200))
  .post('/update', bodyLimit(LIMITS.small), validateJson(staticImagesSchema), (c) => {
    const { orm } = c.var.deps.db;
    const body = c.req.valid('json');
    const found = existingImageIds(orm, [...new Set(Object.values(body))]);
    const missing = STATIC_IMAGE_SLOTS.filter((slot) => !found.has(body[slot]));
    if (missing.length > 0) {
      const errors = missing.map((slot) => ({ msg: `The image chosen for ${slot} no longer exists.`, path: slot }));
      throw httpError(400, { errors });
    }
    const before = Object.fromEntries(listStaticImages(orm).map((slot) => [slot.name, slot.img?._id ?? null]));
    saveStaticImages(orm, body);
    noteAudit(c, { changes: fieldChanges(before, body) });
    return c.json({ success: true as const }, 200);
  });
