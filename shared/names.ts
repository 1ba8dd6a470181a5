import { romanize as romaniseHangul } from 'es-hangul';
import { pinyin } from 'pinyin-pro';

/**
 * The forms a name takes beside its English and Chinese values (server/db/schema/languages.ts NAME_FORMS),
 * and the Chinese sort order. Heavy (the pinyin dictionary): the server and the admin use it, public pages
 * never load it.
 */

/**
 * The key a Chinese name sorts by: its pinyin syllables with their tone as a digit, read in context (pinyin-pro
 * reads 重庆 as 'chong2 qing4' and 长城 as 'chang2 cheng2', where a character-by-character reading gives
 * 'zhong' and 'zhang'). Compared as plain text, 'chang' sorts before 'chong' and a first tone before a second.
 * Latin letters and digits in the name are kept, lower-cased. A person's name (the default) reads its first
 * character as a surname: 朴 is 'piao2' as the Korean surname Park, not 'pu3'; 单 'shan4', 曾 'zeng1'.
 */
export function pinyinKey(name: string, { person = true } = {}): string {
  const syllables = pinyin(name.trim(), {
    toneType: 'num',
    type: 'array',
    nonZh: 'consecutive',
    v: true,
    ...(person ? { surname: 'head' as const } : {}),
  });
  return syllables
    .map((syllable) => syllable.trim().toLowerCase())
    .filter(Boolean)
    .join(' ');
}

/** The Revised Romanization of a hangul name ('박동구' → 'bakdonggu'), as a suggestion staff can correct. */
export const revisedOf = (hangul: string): string => romaniseHangul(hangul.trim());
