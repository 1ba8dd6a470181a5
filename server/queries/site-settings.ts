import { eq } from 'drizzle-orm';
import type { ImageRef } from '../../shared/image.ts';
import type { Lang } from '../../shared/languages.ts';
import {
  DEFAULT_SITE_SETTINGS,
  type SettingsTranslations,
  type SiteSettings,
  siteSettingsSchema,
  TRANSLATED_SETTINGS,
} from '../../shared/site-settings.ts';
import type { Orm } from '../db/client.ts';
import { images, siteSettings } from '../db/schema/index.ts';
import { currentLang } from '../i18n/context.ts';
import { readTranslations, writeTranslations } from '../i18n/translations.ts';
import { loadImageRefs } from './images.ts';

const ROW = 1;

export function readSiteSettings(orm: Orm): SiteSettings {
  const row = orm.select().from(siteSettings).where(eq(siteSettings.id, ROW)).get();
  if (!row) return DEFAULT_SITE_SETTINGS;
  const parsed = siteSettingsSchema.safeParse(row.data);
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}

const SETTINGS_TYPE = 'site-settings';
const SETTINGS_ENTRY = 0;

export function readSettingsTranslations(orm: Orm): SettingsTranslations {
  const zh = readTranslations(orm, SETTINGS_TYPE, SETTINGS_ENTRY, 'zh');
  return { zh: Object.fromEntries(TRANSLATED_SETTINGS.filter((k) => k in zh).map((k) => [k, zh[k]])) };
}

export function readSiteSettingsIn(orm: Orm, lang: Lang | undefined = currentLang()): SiteSettings {
  const settings = readSiteSettings(orm);
  if (lang !== 'zh') return settings;
  return { ...settings, ...readSettingsTranslations(orm).zh };
}

export function writeSiteSettings(orm: Orm, settings: SiteSettings, at: Date, translations?: SettingsTranslations) {
  orm.transaction((tx) => {
    tx.insert(siteSettings)
      .values({ id: ROW, data: settings, updatedAt: at })
      .onConflictDoUpdate({ target: siteSettings.id, set: { data: settings, updatedAt: at } })
      .run();
    if (translations) {
      const zh = translations.zh as Record<string, string | undefined>;
      const given = Object.fromEntries(TRANSLATED_SETTINGS.filter((k) => zh[k] !== undefined).map((k) => [k, zh[k]]));
      writeTranslations(tx, SETTINGS_TYPE, SETTINGS_ENTRY, 'zh', given as Record<string, string>);
    }
  });
}

export const imageExists = (orm: Orm, id: number) =>
  orm.select({ id: images.id }).from(images).where(eq(images.id, id)).get() !== undefined;

export function publicSiteSettings(orm: Orm): Omit<SiteSettings, 'wechatQrImageId'> & { wechatQr: ImageRef | null } {
  const { wechatQrImageId, ...rest } = readSiteSettingsIn(orm);
  const qr = wechatQrImageId === null ? null : (loadImageRefs(orm, [wechatQrImageId]).get(wechatQrImageId) ?? null);
  return { ...rest, wechatQr: qr };
}
