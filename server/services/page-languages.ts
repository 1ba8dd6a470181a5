import { eq } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { DEFAULT_LANG, LANG_TAG, LANGS, type Lang, langPath } from '../../shared/languages.ts';
import type { Orm } from '../db/client.ts';
import { currentLang } from '../i18n/context.ts';
import { languagesOf, readTranslations } from '../i18n/translations.ts';
import type { JsonLd } from './structured-data.ts';

// docs/decisions/012: a page links each language it is published in as an alternate.

type EntryTable = { id: SQLiteColumn; slug: SQLiteColumn } & Record<string, SQLiteColumn>;

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

function inLanguage(value: unknown, origin: string, lang: Lang): unknown {
  if (typeof value !== 'string' || !value.startsWith(`${origin}/`)) return value;
  const [path = '/', hash] = value.slice(origin.length).split('#');
  return `${origin}${langPath(path, lang)}${hash === undefined ? '' : `#${hash}`}`;
}

function localise(node: JsonLd, origin: string, lang: Lang): JsonLd {
  const out: JsonLd = { ...node };
  for (const name of ADDRESS_KEYS) if (name in out) out[name] = inLanguage(out[name], origin, lang);
  if (Array.isArray(out.itemListElement))
    out.itemListElement = out.itemListElement.map((item: JsonLd) => localise(item, origin, lang));
  return out;
}

// A film's `inLanguage` is the one spoken and a person has none, so only these take the page's.
const WRITTEN_IN = new Set(['VisualArtwork', 'Collection', 'ExhibitionEvent', 'Book', 'BlogPosting']);

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

export const localiseJsonLd = (data: JsonLd, origin: string): JsonLd =>
  localise(data, origin, currentLang() ?? DEFAULT_LANG);
