import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { DEFAULT_LANG, type Lang } from '../../shared/languages.ts';
import { TERM_LIST_NAME, type TermKind } from '../../shared/term-kinds.ts';
import { type TermLabels, termNameKey } from '../../shared/terms.ts';
import { shopItemMedia, shopItems } from '../content/types/shop-items.ts';
import type { Orm } from '../db/client.ts';
import { entryTranslations, terms } from '../db/schema/index.ts';
import { currentLang } from '../i18n/context.ts';
import { forgetEntry, readTranslationsOf, writeTranslations } from '../i18n/translations.ts';

/** Shop items keep the name itself: a rename rewrites every item with it, and a name in use cannot be deleted. */

export type Term = { id: number; kind: TermKind; name: string };

const TERM_COLUMNS = { id: terms.id, kind: terms.kind, name: terms.name };

/** Kept by the term's id, so a rename of the English name keeps its translations. */
export const TERM_TYPE = 'terms';

export function listTerms(orm: Orm, kind: TermKind): (Term & { nameZh: string })[] {
  const rows = orm
    .select(TERM_COLUMNS)
    .from(terms)
    .where(eq(terms.kind, kind))
    .orderBy(sql`${terms.name} collate nocase`, asc(terms.id))
    .all();
  const zh = readTranslationsOf(
    orm,
    TERM_TYPE,
    rows.map((row) => row.id),
    'zh',
  );
  return rows.map((row) => ({ ...row, nameZh: zh.get(row.id)?.name ?? '' }));
}

export function writeTermNameZh(tx: Orm, id: number, nameZh: string): void {
  writeTranslations(tx, TERM_TYPE, id, 'zh', { name: nameZh });
}

export const termNameZh = (orm: Orm, id: number): string =>
  readTranslationsOf(orm, TERM_TYPE, [id], 'zh').get(id)?.name ?? '';

export function termLabels(orm: Orm, lang: Lang | undefined): TermLabels {
  const labels: TermLabels = { medium: {}, category: {}, collection: {} };
  if (lang === undefined || lang === DEFAULT_LANG) return labels;
  const rows = orm
    .select({ kind: terms.kind, name: terms.name, label: entryTranslations.value })
    .from(terms)
    .innerJoin(
      entryTranslations,
      and(
        eq(entryTranslations.type, TERM_TYPE),
        eq(entryTranslations.entryId, terms.id),
        eq(entryTranslations.lang, lang),
        eq(entryTranslations.field, 'name'),
      ),
    )
    .orderBy(asc(terms.id))
    .all();
  for (const row of rows) if (row.label !== '') labels[row.kind][row.name] = row.label;
  return labels;
}

export function mediumNamer(orm: Orm): (name: string) => string {
  const labels = termLabels(orm, currentLang()).medium;
  return (name) => labels[name] || name;
}

export function findTerm(orm: Orm, id: number): Term | undefined {
  return orm.select(TERM_COLUMNS).from(terms).where(eq(terms.id, id)).get();
}

/** Names are compared by their key (shared/terms.ts termNameKey), which the list's unique index holds. */
export function termNamed(orm: Orm, kind: TermKind, name: string, exceptId?: number): Term | undefined {
  const sameName = and(eq(terms.kind, kind), eq(terms.nameKey, termNameKey(name)));
  return orm
    .select(TERM_COLUMNS)
    .from(terms)
    .where(exceptId === undefined ? sameName : and(sameName, ne(terms.id, exceptId)))
    .get();
}

export const termTaken = (kind: TermKind, name: string) =>
  `"${name}" is already in the list of ${TERM_LIST_NAME[kind]}.`;

export function insertTerm(orm: Orm, kind: TermKind, name: string): Term {
  return orm
    .insert(terms)
    .values({ kind, name, nameKey: termNameKey(name) })
    .returning(TERM_COLUMNS)
    .get();
}

/** Both sides folded by term_name_key (server/db/client.ts), never SQLite's lower(), which folds ASCII only. */
const matchesName = (column: SQLiteColumn, name: string) => sql`term_name_key(${column}) = ${termNameKey(name)}`;

function usesOf(orm: Orm, kind: TermKind, name: string): number {
  if (kind === 'medium') {
    return (
      orm.select({ n: sql<number>`count(*)` }).from(shopItemMedia).where(matchesName(shopItemMedia.medium, name)).get()
        ?.n ?? 0
    );
  }
  const column = kind === 'category' ? shopItems.category : shopItems.fromCollection;
  return orm.select({ n: sql<number>`count(*)` }).from(shopItems).where(matchesName(column, name)).get()?.n ?? 0;
}

export function renameTerm(tx: Orm, term: Term, name: string): void {
  tx.update(terms)
    .set({ name, nameKey: termNameKey(name) })
    .where(eq(terms.id, term.id))
    .run();
  if (term.kind === 'medium') {
    tx.update(shopItemMedia).set({ medium: name }).where(matchesName(shopItemMedia.medium, term.name)).run();
  } else if (term.kind === 'category') {
    tx.update(shopItems).set({ category: name }).where(matchesName(shopItems.category, term.name)).run();
  } else {
    tx.update(shopItems).set({ fromCollection: name }).where(matchesName(shopItems.fromCollection, term.name)).run();
  }
}

export const termUses = (orm: Orm, term: Term) => usesOf(orm, term.kind, term.name);

export function deleteTerm(tx: Orm, id: number): void {
  tx.delete(terms).where(eq(terms.id, id)).run();
  forgetEntry(tx, TERM_TYPE, id);
}
