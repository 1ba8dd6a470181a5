import { TERM_KINDS } from '../../../shared/term-kinds.ts';
import { artists } from '../../content/types/artists.ts';
import { blogPosts } from '../../content/types/blog-posts.ts';
import { collections } from '../../content/types/collections.ts';
import { exhibitions } from '../../content/types/exhibitions.ts';
import { films } from '../../content/types/films.ts';
import { publications } from '../../content/types/publications.ts';
import { shopItems } from '../../content/types/shop-items.ts';
import type { Orm } from '../../db/client.ts';
import { writeNames } from '../../i18n/names.ts';
import { setLanguages, writeTranslations } from '../../i18n/translations.ts';
import { listTerms, writeTermNameZh } from '../../queries/terms.ts';
import { TRANSLATED_FIELDS, type TranslatedType } from '../../queries/translated-fields.ts';
import { ARTISTS_ZH } from './zh-artists.ts';
import { BLOG_POSTS_ZH, COLLECTIONS_ZH, EXHIBITIONS_ZH, FILMS_ZH, PUBLICATIONS_ZH } from './zh-content.ts';
import { seedChineseSiteTexts } from './zh-site.ts';
import { TERMS_ZH } from './zh-terms.ts';
import { SHOP_ITEMS_ZH } from './zh-works.ts';

/** The demo in Chinese (issue 19); entries left out stay English only. Runs in the seed's transaction, rows first. */

type SlugTable =
  | typeof artists
  | typeof shopItems
  | typeof collections
  | typeof exhibitions
  | typeof films
  | typeof publications
  | typeof blogPosts;

function idsBySlug(orm: Orm, table: SlugTable): Map<string, number> {
  const rows = orm.select({ id: table.id, slug: table.slug }).from(table).all();
  return new Map(rows.map((row) => [row.slug, row.id]));
}

function translate(orm: Orm, type: TranslatedType, table: SlugTable, values: Record<string, Record<string, string>>) {
  const ids = idsBySlug(orm, table);
  for (const [slug, fields] of Object.entries(values)) {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`The Chinese demo content names an unknown ${type} entry ${slug}.`);
    // A value under a name the pages never read (a column's name instead of the field's) would stay unseen.
    const unread = Object.keys(fields).find((field) => !TRANSLATED_FIELDS[type].includes(field));
    if (unread) throw new Error(`The Chinese demo content of ${type} ${slug} names no translatable field ${unread}.`);
    writeTranslations(orm, type, id, 'zh', fields);
    setLanguages(orm, type, id, { zh: true });
  }
  return ids;
}

export function seedChinese(orm: Orm, at: Date) {
  const artistFields = Object.fromEntries(
    Object.entries(ARTISTS_ZH).map(([slug, a]) => [
      slug,
      { name: a.name, bio: a.bio, metaDescription: a.metaDescription },
    ]),
  );
  const artistIds = translate(orm, 'artists', artists, artistFields);
  for (const [slug, a] of Object.entries(ARTISTS_ZH)) {
    const id = artistIds.get(slug);
    if (id === undefined) continue;
    const forms = { hangul: a.hangul, hanja: a.hanja ?? '', revised: a.revised, pinyinKey: a.pinyinKey ?? '' };
    writeNames(orm, 'artists', id, forms, a.name);
  }
  const works = Object.fromEntries(
    Object.entries(SHOP_ITEMS_ZH).map(([slug, { description, ...rest }]) => [
      slug,
      description ? { ...rest, description } : rest,
    ]),
  );
  translate(orm, 'shop', shopItems, works);
  translate(orm, 'collections', collections, COLLECTIONS_ZH);
  translate(orm, 'exhibitions', exhibitions, EXHIBITIONS_ZH);
  translate(orm, 'films', films, FILMS_ZH);
  translate(orm, 'publications', publications, PUBLICATIONS_ZH);
  translate(orm, 'blog', blogPosts, BLOG_POSTS_ZH);
  seedChineseSiteTexts(orm, at);
  seedChineseTerms(orm);
}

function seedChineseTerms(orm: Orm) {
  for (const kind of TERM_KINDS) {
    for (const term of listTerms(orm, kind)) {
      const zh = TERMS_ZH[kind][term.name];
      if (zh === undefined) throw new Error(`The demo's ${kind} "${term.name}" has no Chinese name.`);
      writeTermNameZh(orm, term.id, zh);
    }
  }
}
