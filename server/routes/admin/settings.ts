import { Hono } from 'hono';
import { siteSettingsSchema } from '../../../shared/site-settings.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import { imageExists, readSiteSettings, writeSiteSettings } from '../../queries/site-settings.ts';

/** The gallery's details as staff edit them: GET the stored values, POST /update to replace them all. */
export const adminSettingsRoutes = new Hono<AppEnv>()
  .get('/', (c) => c.json(readSiteSettings(c.var.deps.db.orm), 200))
  .post('/update', bodyLimit(LIMITS.small), validateJson(siteSettingsSchema), (c) => {
    const { db, now } = c.var.deps;
    const settings = c.req.valid('json');
    if (settings.wechatQrImageId !== null && !imageExists(db.orm, settings.wechatQrImageId)) {
      throw httpError(400, {
        errors: [{ msg: 'The image chosen for the WeChat QR code no longer exists.', path: 'wechatQrImageId' }],
      });
    }
    writeSiteSettings(db.orm, settings, now());
    return c.json({ success: true as const }, 200);
  });
