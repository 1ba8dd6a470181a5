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

/** The one row of settings (id 1). */
const ROW = 1;

/** The stored settings, or the defaults before staff saved any (or if the row no longer parses). */
export function readSiteSettings(orm: Orm): SiteSettings {
  const row = orm.select().from(siteSettings).where(eq(siteSettings.id, ROW)).get();
  if (!row) return DEFAULT_SITE_SETTINGS;
  const parsed = siteSettingsSchema.safeParse(row.data);
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}

/** The settings' translatable values are kept as the translations of one entry of their own. */
const SETTINGS_TYPE = 'site-settings';
const SETTINGS_ENTRY = 0;

/** The Chinese values staff wrote of the settings written per language. */
export function readSettingsTranslations(orm: Orm): SettingsTranslations {
  const zh = readTranslations(orm, SETTINGS_TYPE, SETTINGS_ENTRY, 'zh');
  return { zh: Object.fromEntries(TRANSLATED_SETTINGS.filter((k) => k in zh).map((k) => [k, zh[k]])) };
}

/** The settings as a page in `lang` shows them: a Chinese value where staff wrote one, else the English one. */
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

/** The settings as the public pages need them: the WeChat QR as an image reference. */
export function publicSiteSettings(orm: Orm): Omit<SiteSettings, 'wechatQrImageId'> & { wechatQr: ImageRef | null } {
  const { wechatQrImageId, ...rest } = readSiteSettingsIn(orm);
  const qr = wechatQrImageId === null ? null : (loadImageRefs(orm, [wechatQrImageId]).get(wechatQrImageId) ?? null);
  return { ...rest, wechatQr: qr };
}
