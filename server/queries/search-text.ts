import { romanisationVariants } from '../../shared/romanisation-variants.ts';

/** Korean romanisations ('Pak Tong Gu', 'Bak Dong-gu') fold to one key; SQL folds the index's `key` in this order. */
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
/** At most this many folded name keys for one query (the spellings of each word, multiplied). */
const MAX_KEYS = 24;
const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const SEPARATORS = /[\s\p{P}\p{S}]+/u;
/** Control characters (NUL among them) end an FTS5 string early: they are read as spaces. */
const CONTROLS = /\p{Cc}/gu;

const length = (text: string) => [...text].length;
const quote = (term: string) => `"${term.replaceAll('"', '""')}"`;

export type ParsedQuery =
  | { kind: 'match'; match: string; matchOther: string; words: string[]; keys: string[] }
  /** Too short for trigrams (one or two CJK characters, 'Oh'): a bounded scan for the text itself. */
  | { kind: 'scan'; text: string; words: string[]; also?: string };

/** A two-letter family name ('Ri') keeps its trailing space for trigrams; a single letter matches too much. */
function phrase(spelling: string, own: boolean): string | undefined {
  const size = length(spelling);
  if (size >= MIN_TERM || own) return quote(spelling);
  return size === 2 ? quote(`${spelling} `) : undefined;
}

function keysOf(spellings: readonly (readonly string[])[]): string[] {
  let names: string[] = [''];
  for (const word of spellings) {
    const byKey = new Map<string, string>();
    for (const name of names.flatMap((name) => word.map((spelling) => (name ? `${name} ${spelling}` : spelling)))) {
      const key = romanKey(name);
      if (!byKey.has(key)) byKey.set(key, name);
    }
    names = [...byKey.values()].slice(0, MAX_KEYS);
  }
  return [...new Set(names.map(romanKey))].filter((key) => length(key) >= MIN_TERM);
}

export type Aliases = ReadonlyMap<string, readonly string[]>;

/** Chinese has no spaces, so a Chinese word stands for every alias it contains (朝鲜海报). */
function aliasesOf(word: string, aliases: Aliases): readonly string[] {
  if (!CJK.test(word)) return aliases.get(word) ?? [];
  const found = new Set<string>();
  for (const [alias, meanings] of aliases)
    if (CJK.test(alias) && word.includes(alias)) for (const m of meanings) found.add(m);
  return [...found];
}

export function parseQuery(q: string, aliases: Aliases = new Map()): ParsedQuery {
  const text = q.normalize('NFKC').replace(CONTROLS, ' ').trim().replace(/\s+/gu, ' ').toLowerCase();
  const all = text.split(SEPARATORS).filter(Boolean);
  const cjk = CJK.test(text);
  // Korean names lead with the family name: only a query's first word is read as one.
  const variants = all.map((word, at) => (cjk ? [word] : romanisationVariants(word, { familyName: at === 0 })));
  const spellings = all.map((word, at) => [...(variants[at] ?? [word]), ...aliasesOf(word, aliases)]);
  const searched = all
    .map((word, at) => ({ word, spellings: spellings[at] ?? [word] }))
    .filter(({ word }) => length(word) >= MIN_TERM);
  const words = searched.map(({ word }) => word);
  const keys = cjk ? [] : keysOf(variants);
  // Words too short for trigrams (海报) and pinyin typed in syllables also find what they stand for.
  const standsFor = [
    ...all.filter((word) => length(word) < MIN_TERM).flatMap((word) => aliasesOf(word, aliases)),
    ...(all.length > 1 ? (aliases.get(all.join('')) ?? []) : []),
  ];
  const aliasMatch = (columns: string) =>
    standsFor.length > 0 ? [`{${columns}} : (${[...new Set(standsFor)].map(quote).join(' OR ')})`] : [];
  if (words.length === 0 && keys.length === 0) {
    if (standsFor.length === 0) return { kind: 'scan', text, words: [text] };
    return { kind: 'scan', text, words: [text, ...standsFor], also: aliasMatch('title summary body').join('') };
  }
  const wordMatches = searched.map(({ spellings }) => {
    const phrases = spellings.flatMap((spelling, own) => phrase(spelling, own === 0) ?? []);
    return phrases.length === 1 ? phrases[0] : `(${phrases.join(' OR ')})`;
  });
  const keyMatch = keys.length === 1 ? quote(keys[0] ?? '') : `(${keys.map(quote).join(' OR ')})`;
  const expression = (columns: string) =>
    [
      ...(wordMatches.length > 0 ? [`{${columns}} : (${wordMatches.join(' AND ')})`] : []),
      ...aliasMatch(columns),
      ...(keys.length > 0 ? [`key : ${keyMatch}`] : []),
    ].join(' OR ');
  const others = [...searched.flatMap(({ spellings }) => spellings), ...standsFor].filter(
    (spelling) => length(spelling) >= MIN_TERM && !words.includes(spelling),
  );
  return {
    kind: 'match',
    match: expression('title summary body'),
    matchOther: expression('title summary body names'),
    words: [...words, ...new Set(others)],
    keys,
  };
}

/** A character folded as the index folds it: lower case, without accents. */
const foldChar = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const foldText = (text: string) => [...text].map(foldChar).join('');

export function mentions(text: string, words: readonly string[]): boolean {
  const folded = foldText(text);
  return words.some((word) => folded.includes(foldText(word)));
}

const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 180;

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
