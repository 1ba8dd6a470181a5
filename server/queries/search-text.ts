/**
 * How a search query is read: folded for the FTS5 trigram index (drizzle/0006_search.sql) and turned into
 * its MATCH expression, and how a result's snippet is cut. Pure functions, no database.
 */

/**
 * Korean names travel in several romanisations ('Pak Tong Gu' in the official North Korean spelling, 'Bak
 * Dong-gu' in the Revised Romanization). Both fold to one key: no spaces, hyphens or apostrophes, ŏ/eo and
 * ŭ/eu as o and u, voiced and unvoiced consonants alike. The index's `key` column is folded by the same
 * replacements in SQL, in this order.
 */
export const ROMAN_FOLDS: readonly (readonly [string, string])[] = [
  [' ', ''],
  ['-', ''],
  ['\u2010', ''],
  ["'", ''],
  ['\u2019', ''],
  ['\u2018', ''],
  ['.', ''],
  ['\u014f', 'o'],
  ['\u014e', 'o'],
  ['\u016d', 'u'],
  ['\u016c', 'u'],
  ['eo', 'o'],
  ['eu', 'u'],
  ['sh', 's'],
  ['b', 'p'],
  ['d', 't'],
  ['g', 'k'],
  ['j', 'ch'],
  ['r', 'l'],
];

export function romanKey(text: string): string {
  return ROMAN_FOLDS.reduce((acc, [from, to]) => acc.replaceAll(from, to), text.normalize('NFC').toLowerCase());
}

/** Trigrams cannot match fewer than three characters. */
const MIN_TERM = 3;
const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const SEPARATORS = /[\s\p{P}\p{S}]+/u;

const length = (text: string) => [...text].length;
const quote = (term: string) => `"${term.replaceAll('"', '""')}"`;

export type ParsedQuery =
  /**
   * FTS5 MATCH expressions for the English index and for the other languages' one (which also holds the
   * names' other forms, drizzle/0014_search_languages.sql), and the words a snippet looks for.
   */
  | { kind: 'match'; match: string; matchOther: string; words: string[]; key: string }
  /** Too short for trigrams (one or two CJK characters, 'Oh'): a bounded scan for the text itself. */
  | { kind: 'scan'; text: string; words: string[] };

export function parseQuery(q: string): ParsedQuery {
  const text = q.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
  const words = text.split(SEPARATORS).filter((word) => length(word) >= MIN_TERM);
  const key = CJK.test(text) ? '' : romanKey(text);
  const withKey = length(key) >= MIN_TERM;
  if (words.length === 0 && !withKey) return { kind: 'scan', text, words: [text] };
  const expression = (columns: string) =>
    [
      ...(words.length > 0 ? [`{${columns}} : (${words.map(quote).join(' AND ')})`] : []),
      ...(withKey ? [`key : ${quote(key)}`] : []),
    ].join(' OR ');
  return {
    kind: 'match',
    match: expression('title summary body'),
    matchOther: expression('title summary body names'),
    words,
    key: withKey ? key : '',
  };
}

/** A character folded as the index folds it: lower case, without accents. */
const foldChar = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const foldText = (text: string) => [...text].map(foldChar).join('');

/** Whether `text` holds any of the words, folded alike. */
export function mentions(text: string, words: readonly string[]): boolean {
  const folded = foldText(text);
  return words.some((word) => folded.includes(foldText(word)));
}

const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 180;

/** Plain text around the first of the words found in `text`, or its start; whole words, with ellipses. */
export function snippetOf(text: string, words: readonly string[]): string {
  const clean = text.replace(/\s+/gu, ' ').trim();
  const chars = [...clean];
  const folded = chars.map(foldChar);
  const foldedText = folded.join('');
  // Where each folded position starts in `chars`, so a match maps back to the original text.
  const origin: number[] = [];
  folded.forEach((piece, i) => {
    for (let k = 0; k < piece.length; k++) origin.push(i);
  });
  let at = -1;
  for (const word of words) {
    const found = foldedText.indexOf(foldText(word));
    if (found >= 0 && (at < 0 || found < at)) at = found;
  }
  const centre = at < 0 ? 0 : (origin[at] ?? 0);
  let start = Math.max(0, centre - SNIPPET_BEFORE);
  let end = Math.min(chars.length, start + SNIPPET_LENGTH);
  while (start > 0 && start < centre && chars[start - 1] !== ' ') start++;
  while (end < chars.length && end > centre && chars[end] !== ' ') end--;
  const piece = chars.slice(start, end).join('').trim();
  return `${start > 0 ? '… ' : ''}${piece}${end < chars.length ? ' …' : ''}`;
}
