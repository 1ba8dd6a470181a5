import { eq } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { DEFAULT_LANG, LANG_TAG, LANGS, type Lang, langPath } from '../../shared/languages.ts';
import type { Orm } from '../db/client.ts';
import { currentLang } from '../i18n/context.ts';
import { languagesOf, readTranslations } from '../i18n/translations.ts';
import type { JsonLd } from './structured-data.ts';

/**
 * What an entry's page says of its languages (docs/decisions/012): the languages it is published in (its
 * head links each as an alternate), and its structured data in the page's language, with its name in the
 * other language where it has one.
 */

type EntryTable = { id: SQLiteColumn; slug: SQLiteColumn } & Record<string, SQLiteColumn>;

/** The entry's id, the languages it is published in, and its name in each language it has one. */
export function entryLanguages(orm: Orm, type: string, table: EntryTable, titleField: string, slug: string) {
  const column = table[titleField];
  const row = orm
    .select({ id: table.id, title: column ?? table.slug })
    .from(table as never)
    .where(eq(table.slug, slug))
    .get() as { id: number; title: string } | undefined;
  if (!row) return { languages: [...LANGS], names: {} };
  const published = languagesOf(orm, type, row.id);
  const names: Partial<Record<Lang, string>> = { [DEFAULT_LANG]: row.title };
  for (const lang of LANGS) {
    if (lang === DEFAULT_LANG) continue;
    const own = readTranslations(orm, type, row.id, lang)[titleField];
    if (own) names[lang] = own;
  }
  return { languages: LANGS.filter((lang) => published[lang]), names };
}

const ADDRESS_KEYS = ['url', '@id', 'mainEntityOfPage', 'item'] as const;

/** An address of the site in the page's language: '/artists/x' becomes '/zh/artists/x' on a Chinese page. */
function inLanguage(value: unknown, origin: string, lang: Lang): unknown {
  if (typeof value !== 'string' || !value.startsWith(`${origin}/`)) return value;
  const [path = '/', hash] = value.slice(origin.length).split('#');
  return `${origin}${langPath(path, lang)}${hash === undefined ? '' : `#${hash}`}`;
}

/** The node's own addresses, and those of its list's items (breadcrumbs), in the page's language. */
function localise(node: JsonLd, origin: string, lang: Lang): JsonLd {
  const out: JsonLd = { ...node };
  for (const name of ADDRESS_KEYS) if (name in out) out[name] = inLanguage(out[name], origin, lang);
  if (Array.isArray(out.itemListElement))
    out.itemListElement = out.itemListElement.map((item: JsonLd) => localise(item, origin, lang));
  return out;
}

/** The types whose `inLanguage` is the language of their text (a film's is the one spoken; a person has none). */
const WRITTEN_IN = new Set(['VisualArtwork', 'Collection', 'ExhibitionEvent', 'Book', 'BlogPosting']);

/**
 * An entry's structured data in the request's language: its addresses under the language's prefix, its
 * `inLanguage` where the type has one of its text, and its name in the other languages as
 * `alternateName` beside any the entry already has.
 */
export function entryJsonLd(data: JsonLd, origin: string, names: Partial<Record<Lang, string>>): JsonLd {
  const lang = currentLang() ?? DEFAULT_LANG;
  const node = localise(data, origin, lang);
  if (WRITTEN_IN.has(String(node['@type']))) node.inLanguage = LANG_TAG[lang];
  const others = LANGS.filter((other) => other !== lang)
    .map((other) => names[other])
    .filter((name): name is string => Boolean(name));
  const kept = node.alternateName === undefined ? [] : [node.alternateName];
  const alternates = [...kept, ...others.filter((name) => !kept.includes(name))];
  if (alternates.length > 0) node.alternateName = alternates.length === 1 ? alternates[0] : alternates;
  return node;
}

/** A list of nodes (breadcrumbs, the gallery) with its addresses in the request's language. */
export const localiseJsonLd = (data: JsonLd, origin: string): JsonLd =>
  localise(data, origin, currentLang() ?? DEFAULT_LANG);
