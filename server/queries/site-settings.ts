import { eq } from 'drizzle-orm';
import type { ImageRef } from '../../shared/image.ts';
import { DEFAULT_SITE_SETTINGS, type SiteSettings, siteSettingsSchema } from '../../shared/site-settings.ts';
import type { Orm } from '../db/client.ts';
import { images, siteSettings } from '../db/schema/index.ts';
import { loadImageRefs } from './images.ts';

/** The one row of settings (id 1). */
const ROW = 1;

/** The stored settings, or the defaults before staff saved any (or if the row no longer parses). */
export function readSiteSettings(orm: Orm): SiteSettings {
  const row = orm.select().from(siteSettings).where(eq(siteSettings.id, ROW)).get();
  if (!row) return DEFAULT_SITE_SETTINGS;
  const parsed = siteSettingsSchema.safeParse(row.data);
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}

export function writeSiteSettings(orm: Orm, settings: SiteSettings, at: Date) {
  orm
    .insert(siteSettings)
    .values({ id: ROW, data: settings, updatedAt: at })
    .onConflictDoUpdate({ target: siteSettings.id, set: { data: settings, updatedAt: at } })
    .run();
}

export const imageExists = (orm: Orm, id: number) =>
  orm.select({ id: images.id }).from(images).where(eq(images.id, id)).get() !== undefined;

/** The settings as the public pages need them: the WeChat QR as an image reference. */
export function publicSiteSettings(orm: Orm): Omit<SiteSettings, 'wechatQrImageId'> & { wechatQr: ImageRef | null } {
  const { wechatQrImageId, ...rest } = readSiteSettings(orm);
  const qr = wechatQrImageId === null ? null : (loadImageRefs(orm, [wechatQrImageId]).get(wechatQrImageId) ?? null);
  return { ...rest, wechatQr: qr };
}
