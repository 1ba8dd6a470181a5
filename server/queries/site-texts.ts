import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ImageRef } from '../../shared/image.ts';
import type { Lang } from '../../shared/languages.ts';
import {
  DEFAULT_SITE_TEXTS,
  SITE_TEXT_KEYS,
  SITE_TEXT_LANG,
  SITE_TEXT_ZH_DEFAULTS,
  type SiteTextKey,
  type SiteTextValues,
  siteTextValueSchema,
  TRANSLATED_SITE_TEXT_KEYS,
} from '../../shared/site-texts.ts';
import type { Orm } from '../db/client.ts';
import { siteTexts } from '../db/schema/index.ts';
import { currentLang } from '../i18n/context.ts';
import { loadImageRefs } from './images.ts';

const isKey = (key: string): key is SiteTextKey => (SITE_TEXT_KEYS as string[]).includes(key);

const storedRows = (orm: Orm, lang: string = SITE_TEXT_LANG) =>
  orm
    .select({ key: siteTexts.key, value: siteTexts.value })
    .from(siteTexts)
    .where(eq(siteTexts.lang, lang))
    .orderBy(siteTexts.key)
    .all();

export function readSiteTextsZh(orm: Orm): Partial<Record<SiteTextKey, string>> {
  const values: Partial<Record<SiteTextKey, string>> = {};
  for (const row of storedRows(orm, 'zh')) {
    if (isKey(row.key) && TRANSLATED_SITE_TEXT_KEYS.includes(row.key) && typeof row.value === 'string') {
      values[row.key] = row.value;
    }
  }
  return values;
}

export function readSiteTextsIn(orm: Orm, lang: Lang | undefined): { texts: SiteTextValues; fallback: string[] } {
  const texts = readSiteTexts(orm);
  if (lang !== 'zh') return { texts, fallback: [] };
  const own = readSiteTextsZh(orm);
  const fallback: string[] = [];
  const values = texts as Record<string, unknown>;
  for (const key of TRANSLATED_SITE_TEXT_KEYS) {
    const chinese = own[key] ?? SITE_TEXT_ZH_DEFAULTS[key];
    if (chinese) values[key] = chinese;
    else fallback.push(key);
  }
  return { texts, fallback };
}

export function readSiteTexts(orm: Orm): SiteTextValues {
  const values: Record<string, unknown> = { ...DEFAULT_SITE_TEXTS };
  for (const row of storedRows(orm)) {
    if (!isKey(row.key)) continue;
    const parsed = siteTextValueSchema(row.key).safeParse(row.value);
    if (parsed.success) values[row.key] = parsed.data;
  }
  return values as SiteTextValues;
}

/** A digest: a save over someone else's is told apart even in the same millisecond; identical saves do not conflict. */
export function siteTextsVersion(orm: Orm): string {
  return createHash('sha256')
    .update(JSON.stringify([storedRows(orm), storedRows(orm, 'zh')]))
    .digest('hex')
    .slice(0, 32);
}

export function writeSiteTexts(
  orm: Orm,
  texts: Partial<SiteTextValues>,
  options: { at: Date; by: number | null; expectedVersion?: string | undefined },
  textsZh: Partial<Record<SiteTextKey, string>> = {},
): { saved: true; version: string } | { saved: false } {
  return orm.transaction((tx) => {
    if (options.expectedVersion !== undefined && siteTextsVersion(tx) !== options.expectedVersion) {
      return { saved: false as const };
    }
    for (const [key, value] of Object.entries(texts)) {
      if (value === undefined) continue;
      const set = { value, updatedAt: options.at, updatedBy: options.by };
      tx.insert(siteTexts)
        .values({ key, lang: SITE_TEXT_LANG, ...set })
        .onConflictDoUpdate({ target: [siteTexts.key, siteTexts.lang], set })
        .run();
    }
    // A Chinese text emptied goes back to the Chinese default.
    for (const [key, value] of Object.entries(textsZh)) {
      if (value === undefined) continue;
      const where = and(eq(siteTexts.key, key), eq(siteTexts.lang, 'zh'));
      if (value === '') tx.delete(siteTexts).where(where).run();
      else {
        const set = { value, updatedAt: options.at, updatedBy: options.by };
        tx.insert(siteTexts)
          .values({ key, lang: 'zh', ...set })
          .onConflictDoUpdate({ target: [siteTexts.key, siteTexts.lang], set })
          .run();
      }
    }
    return { saved: true as const, version: siteTextsVersion(tx) };
  });
}

type PublicPress = { name: string; url: string; logo: ImageRef | null };
export type PublicSiteTexts = Omit<SiteTextValues, 'heroImage' | 'findUsIn'> & {
  heroImage: ImageRef | null;
  findUsIn: PublicPress[];
  fallback?: string[];
};

export function publicSiteTexts(orm: Orm, lang = currentLang()): PublicSiteTexts {
  const { texts, fallback } = readSiteTextsIn(orm, lang);
  const { heroImage, findUsIn, ...rest } = texts;
  const refs = loadImageRefs(orm, [heroImage, ...findUsIn.map((entry) => entry.logoImageId)]);
  const ref = (id: number | null) => (id === null ? null : (refs.get(id) ?? null));
  return {
    ...rest,
    heroImage: ref(heroImage),
    findUsIn: findUsIn.map((entry) => ({ name: entry.name, url: entry.url, logo: ref(entry.logoImageId) })),
    fallback,
  };
}
