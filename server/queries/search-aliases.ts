import { and, eq } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import { CHINESE_SYNONYMS } from '../../shared/search-synonyms.ts';
import type { Orm } from '../db/client.ts';
import { entryTranslations, terms } from '../db/schema/index.ts';
import { TERM_TYPE } from './terms.ts';

/** Read from the term lists at each search, so a renamed term is found at once without re-indexing works. */

/** Pinyin is worked out once per Chinese name (a few dozen names, each read again at every search). */
const pinyinOf = new Map<string, string>();

function pinyinKeyOf(name: string): string {
  let key = pinyinOf.get(name);
  if (key === undefined) {
    key = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'removed', v: true })
      .join('')
      .replace(/[^a-z]/g, '');
    pinyinOf.set(name, key);
  }
  return key;
}

export const aliasKey = (word: string) => word.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');

export function searchAliases(orm: Orm): ReadonlyMap<string, readonly string[]> {
  const aliases = new Map<string, string[]>();
  const add = (word: string, meaning: string) => {
    const key = aliasKey(word);
    if (key.length < 2) return;
    const list = aliases.get(key) ?? [];
    if (!list.includes(meaning.toLowerCase())) list.push(meaning.toLowerCase());
    aliases.set(key, list);
  };
  for (const [word, meanings] of Object.entries(CHINESE_SYNONYMS)) for (const meaning of meanings) add(word, meaning);
  const named = orm
    .select({ name: terms.name, zh: entryTranslations.value })
    .from(terms)
    .innerJoin(
      entryTranslations,
      and(
        eq(entryTranslations.type, TERM_TYPE),
        eq(entryTranslations.entryId, terms.id),
        eq(entryTranslations.lang, 'zh'),
        eq(entryTranslations.field, 'name'),
      ),
    )
    .all();
  for (const { name, zh } of named) {
    if (zh.trim() === '') continue;
    add(zh, name);
    const spoken = pinyinKeyOf(zh);
    // A pinyin of one or two syllables ('hua', 'banhua') is too common a string to stand for a term.
    if (spoken.length >= 6) add(spoken, name);
  }
  return aliases;
}
