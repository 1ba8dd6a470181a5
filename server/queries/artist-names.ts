import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_LANG } from '../../shared/languages.ts';
import { alphabetical, normaliseQuery, type ShopFilter } from '../../shared/shop-filter.ts';
import { artists } from '../content/types/artists.ts';
import type { Orm } from '../db/client.ts';
import { entryNames, entryTranslations } from '../db/schema/index.ts';
import { currentLang } from '../i18n/context.ts';
import { key, type SortKey } from './keyset.ts';
import { romanKey } from './search-text.ts';
import { tr } from './translated-fields.ts';

export const inChinese = () => {
  const lang = currentLang();
  return lang !== undefined && lang !== DEFAULT_LANG;
};

export const pinyinKeyOf = (id: SQL | typeof artists.id) =>
  sql<
    string | null
  >`(select ${entryNames.value} from ${entryNames} where ${entryNames.type} = 'artists' and ${entryNames.entryId} = ${id} and ${entryNames.form} = 'pinyinKey')`;

/** In Chinese by the pinyin key (重庆 as chong2 qing4, so 长城 < 重庆), artists without a key after, by name. */
export function artistOrderKeys(): SortKey[] {
  const byName = key.asc(sql`${tr('artists', artists, 'name', 'name')} collate nocase`);
  if (!inChinese()) return [byName];
  const pinyin = pinyinKeyOf(artists.id);
  return [key.asc(sql`(${pinyin} is null)`), key.asc(sql`coalesce(${pinyin}, '')`), byName];
}

export function sortArtistGroups<G extends { name: string; pinyin: string | null }>(groups: G[]) {
  const chinese = inChinese();
  const order = (a: G, b: G) => {
    if (chinese && (a.pinyin ?? '') !== (b.pinyin ?? '')) {
      if (a.pinyin === null || b.pinyin === null) return a.pinyin === null ? 1 : -1;
      return a.pinyin < b.pinyin ? -1 : 1;
    }
    return alphabetical(a.name, b.name);
  };
  return groups.sort(order).map(({ pinyin: _key, ...group }) => group);
}

export function artistByNameForm(
  orm: Orm,
  groups: { artists: { name: string; slug: string }[] },
  q: string | undefined,
): ShopFilter | null {
  const wanted = normaliseQuery(q ?? '');
  if (!wanted || groups.artists.length === 0) return null;
  const roman = romanKey(wanted);
  const rows = orm
    .select({ id: artists.id, slug: artists.slug, name: artists.name })
    .from(artists)
    .where(
      inArray(
        artists.slug,
        groups.artists.map((g) => g.slug),
      ),
    )
    .all();
  const ids = rows.map((row) => row.id);
  const forms = [
    ...orm
      .select({ id: entryNames.entryId, value: entryNames.value, form: entryNames.form })
      .from(entryNames)
      .where(and(eq(entryNames.type, 'artists'), inArray(entryNames.entryId, ids)))
      .all()
      .filter((row) => row.form !== 'pinyinKey'),
    ...orm
      .select({ id: entryTranslations.entryId, value: entryTranslations.value })
      .from(entryTranslations)
      .where(
        and(
          eq(entryTranslations.type, 'artists'),
          eq(entryTranslations.field, 'name'),
          inArray(entryTranslations.entryId, ids),
        ),
      )
      .all(),
    ...rows.map((row) => ({ id: row.id, value: row.name })),
  ];
  const named = (value: string) => {
    const form = normaliseQuery(value);
    return form === wanted || (roman.length > 0 && romanKey(form) === roman);
  };
  const id = forms.find((form) => named(form.value))?.id;
  const slug = rows.find((row) => row.id === id)?.slug;
  const shown = groups.artists.find((g) => g.slug === slug);
  return shown ? { kind: 'artist', name: shown.name } : null;
}
