import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ImageRef } from '../../shared/image.ts';
import {
  DEFAULT_SITE_TEXTS,
  SITE_TEXT_KEYS,
  SITE_TEXT_LANG,
  type SiteTextKey,
  type SiteTextValues,
  siteTextValueSchema,
} from '../../shared/site-texts.ts';
import type { Orm } from '../db/client.ts';
import { siteTexts } from '../db/schema/index.ts';
import { loadImageRefs } from './images.ts';

const isKey = (key: string): key is SiteTextKey => (SITE_TEXT_KEYS as string[]).includes(key);

const storedRows = (orm: Orm) =>
  orm
    .select({ key: siteTexts.key, value: siteTexts.value })
    .from(siteTexts)
    .where(eq(siteTexts.lang, SITE_TEXT_LANG))
    .orderBy(siteTexts.key)
    .all();

/** Every text: the stored value where there is one that still parses, the declared default otherwise. */
export function readSiteTexts(orm: Orm): SiteTextValues {
  const values: Record<string, unknown> = { ...DEFAULT_SITE_TEXTS };
  for (const row of storedRows(orm)) {
    if (!isKey(row.key)) continue;
    const parsed = siteTextValueSchema(row.key).safeParse(row.value);
    if (parsed.success) values[row.key] = parsed.data;
  }
  return values as SiteTextValues;
}

/**
 * What a form saw when it opened: a digest of the stored values, so a save made over someone else's (even
 * within the same millisecond) is told apart, while saving identical values twice is no conflict.
 */
export function siteTextsVersion(orm: Orm): string {
  return createHash('sha256')
    .update(JSON.stringify(storedRows(orm)))
    .digest('hex')
    .slice(0, 32);
}

/**
 * Saves the texts of one form together, in one transaction: a reader, or another save, sees all of them or
 * none. With `expectedVersion` the save is refused (`stale`) when the stored texts changed since.
 */
export function writeSiteTexts(
  orm: Orm,
  texts: Partial<SiteTextValues>,
  options: { at: Date; by: number | null; expectedVersion?: string | undefined },
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
    return { saved: true as const, version: siteTextsVersion(tx) };
  });
}

type PublicPress = { name: string; url: string; logo: ImageRef | null };
export type PublicSiteTexts = Omit<SiteTextValues, 'heroImage' | 'findUsIn'> & {
  heroImage: ImageRef | null;
  findUsIn: PublicPress[];
};

/** The texts as the public pages need them: chosen images as image references, press without a name dropped. */
export function publicSiteTexts(orm: Orm): PublicSiteTexts {
  const { heroImage, findUsIn, ...rest } = readSiteTexts(orm);
  const refs = loadImageRefs(orm, [heroImage, ...findUsIn.map((entry) => entry.logoImageId)]);
  const ref = (id: number | null) => (id === null ? null : (refs.get(id) ?? null));
  return {
    ...rest,
    heroImage: ref(heroImage),
    findUsIn: findUsIn.map((entry) => ({ name: entry.name, url: entry.url, logo: ref(entry.logoImageId) })),
  };
}
