import { Hono } from 'hono';
import { siteSettingsSaveSchema } from '../../../shared/site-settings.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import { fieldChanges } from '../../queries/audit.ts';
import {
  imageExists,
  readSettingsTranslations,
  readSiteSettings,
  writeSiteSettings,
} from '../../queries/site-settings.ts';
import { noteAudit } from './audit-trail.ts';

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const { orm } = c.var.deps.db;
    return c.json({ ...readSiteSettings(orm), translations: readSettingsTranslations(orm) }, 200);
  })
  .post('/update', bodyLimit(LIMITS.small), validateJson(siteSettingsSaveSchema), (c) => {
    const { db, now } = c.var.deps;
    const { translations, ...settings } = c.req.valid('json');
    if (settings.wechatQrImageId !== null && !imageExists(db.orm, settings.wechatQrImageId)) {
      throw httpError(400, {
        errors: [{ msg: 'The image chosen for the WeChat QR code no longer exists.', path: 'wechatQrImageId' }],
      });
    }
    const before = { ...readSiteSettings(db.orm), translations: readSettingsTranslations(db.orm) };
    writeSiteSettings(db.orm, settings, now(), translations);
    const after = { ...readSiteSettings(db.orm), translations: readSettingsTranslations(db.orm) };
    noteAudit(c, { changes: fieldChanges(before, after) });
    return c.json({ success: true as const }, 200);
  });
