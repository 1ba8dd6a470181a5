/**
 * The spellings one Korean name or place takes in Latin letters, so a search in one finds the others. North
 * Korea writes McCune–Reischauer without its breves and apostrophes (the gallery's own spelling: 'Ri Chol Jun',
 * 'Taedong'); South Korea has used the Revised Romanization since 2000 ('Daedong', 'Cheol'); and families keep
 * older spellings of their own ('Lee', 'Park', 'Choi', 'Young').
 *
 * Sources: the Revised Romanization of Korean (Ministry of Culture and Tourism notice 2000-8, National Institute
 * of the Korean Language); McCune and Reischauer, 'The Romanization of the Korean Language' (Transactions of the
 * Korea Branch of the Royal Asiatic Society, 1939); the DPRK's 1992 romanisation (the revision of MR its
 * publications use, with initial ㄹ kept as R: Ri, Ryu, Rim); and the National Institute of the Korean
 * Language's 2009 survey of how families actually spell their surnames in passports (e.g. 이: Lee 98%, Yi, Rhee;
 * 박: Park; 최: Choi; 정: Jung, Jeong, Chung).
 */

/** A family name's spellings, one group per name (hangul beside it); the first is the gallery's own. */
export const FAMILY_NAMES: readonly (readonly string[])[] = [
  ['ri', 'lee', 'yi', 'rhee', 'li', 'rhie'], // 이 / 리
  ['pak', 'park', 'bak', 'pag'], // 박
  ['kim', 'gim'], // 김
  ['choe', 'choi', 'chwe', 'choy'], // 최
  ['jong', 'jung', 'jeong', 'chong', 'chung', 'cheong'], // 정
  ['kang', 'gang'], // 강
  ['jo', 'cho'], // 조
  ['yun', 'yoon'], // 윤
  ['jang', 'chang'], // 장
  ['rim', 'lim', 'im'], // 임 / 림
  ['o', 'oh'], // 오
  ['so', 'seo', 'suh'], // 서
  ['sin', 'shin'], // 신
  ['kwon', 'gwon'], // 권
  ['an', 'ahn'], // 안
  ['ryu', 'yu', 'yoo', 'rhyu'], // 류 / 유
  ['jon', 'jeon', 'chon', 'chun'], // 전
  ['ko', 'go', 'koh'], // 고
  ['mun', 'moon'], // 문
  ['son', 'sohn'], // 손
  ['pae', 'bae'], // 배
  ['paek', 'baek', 'paik'], // 백
  ['ho', 'heo', 'hur', 'huh'], // 허
  ['ro', 'no', 'roh', 'noh'], // 노 / 로
  ['ryang', 'yang'], // 양 / 량
  ['kwak', 'gwak'], // 곽
  ['song', 'seong', 'sung'], // 성 (and 송, written Song everywhere)
  ['ju', 'joo', 'chu'], // 주
  ['u', 'woo'], // 우
  ['ji', 'chi'], // 지
  ['om', 'eom', 'um'], // 엄
  ['pyon', 'byeon', 'byun'], // 변
  ['ra', 'na'], // 라 / 나
  ['ryom', 'yeom', 'yum'], // 염 / 렴
];

/**
 * A syllable's vowel in each system: the Revised Romanization's eo and eu are McCune–Reischauer's ŏ and ŭ,
 * written o and u without the breve, and families add their own (ou in Young, oo in Soon, ee in Lee, oi in
 * Choi). Longest first, so a word is read 'yeo' before 'ye'.
 */
const VOWELS: Record<string, readonly string[]> = {
  yeo: ['yeo', 'yo', 'you'],
  you: ['you', 'yo', 'yeo'],
  yae: ['yae'],
  wae: ['wae'],
  weo: ['weo', 'wo'],
  eui: ['eui', 'ui'],
  ae: ['ae'],
  ya: ['ya'],
  eo: ['eo', 'o'],
  ye: ['ye'],
  wa: ['wa'],
  oe: ['oe', 'oi'],
  oi: ['oi', 'oe'],
  yo: ['yo', 'yeo', 'you'],
  wo: ['wo', 'weo'],
  we: ['we'],
  wi: ['wi'],
  yu: ['yu', 'yoo'],
  eu: ['eu', 'u'],
  ui: ['ui', 'eui'],
  oo: ['oo', 'u'],
  ou: ['ou', 'o', 'eo'],
  ee: ['ee', 'i'],
  a: ['a'],
  e: ['e'],
  o: ['o', 'eo'],
  u: ['u', 'eu', 'oo'],
  i: ['i', 'ee'],
};

/**
 * A word's first consonant: the Revised Romanization writes ㄱ ㄷ ㅂ ㅈ voiced at the start of a word (Gang,
 * Daedong, Busan, Jang), McCune–Reischauer unvoiced (Kang, Taedong, Pusan, Chang); ㅅ before i is si or shi.
 * Inside a word both systems write what is heard, so only the first consonant varies.
 */
const INITIALS: Record<string, readonly string[]> = {
  kk: ['kk'],
  tt: ['tt'],
  pp: ['pp'],
  ss: ['ss'],
  jj: ['jj'],
  ch: ['ch', 'j'],
  sh: ['sh', 's'],
  g: ['g', 'k'],
  k: ['k', 'g'],
  d: ['d', 't'],
  t: ['t', 'd'],
  b: ['b', 'p'],
  p: ['p', 'b'],
  j: ['j', 'ch'],
  s: ['s', 'sh'],
  n: ['n'],
  r: ['r', 'l'],
  l: ['l', 'r'],
  m: ['m'],
  h: ['h'],
  '': [''],
};

/** Consonants a syllable may end in, in either system. */
const FINALS = ['ng', 'k', 'n', 't', 'l', 'm', 'p', ''];

/** At most this many spellings of one word, so a long word cannot make a query of hundreds of terms. */
export const MAX_VARIANTS = 12;

const byLength = (keys: string[]) => keys.sort((a, b) => b.length - a.length);
const VOWEL_KEYS = byLength(Object.keys(VOWELS));
const INITIAL_KEYS = byLength(Object.keys(INITIALS));

/** One syllable read from a word: its spellings, the word's own first. */
type Syllable = readonly string[];

/**
 * Every way to read a word as Korean syllables (initial, vowel, final), each syllable with its spellings; none
 * for a word that is not one ('tour', 'poster', 'river'), so English words keep their one spelling.
 */
function readings(word: string, first = true, limit = 4): Syllable[][] {
  if (word === '') return [[]];
  const found: Syllable[][] = [];
  for (const initial of INITIAL_KEYS) {
    if (!word.startsWith(initial)) continue;
    for (const vowel of VOWEL_KEYS) {
      if (!word.startsWith(vowel, initial.length)) continue;
      for (const final of FINALS) {
        const end = initial.length + vowel.length + final.length;
        if (!word.startsWith(final, initial.length + vowel.length)) continue;
        for (const rest of readings(word.slice(end), false, limit)) {
          const initials = first ? (INITIALS[initial] ?? [initial]) : [initial];
          const vowels = VOWELS[vowel] ?? [vowel];
          const spellings = initials.flatMap((i) => vowels.map((v) => `${i}${v}${final}`));
          found.push([spellings, ...rest]);
          if (found.length >= limit) return found;
        }
      }
    }
  }
  return found;
}

/** A reading's spellings, fewest changed syllables first. */
function spellingsOf(reading: Syllable[]): string[] {
  let words: { text: string; changed: number }[] = [{ text: '', changed: 0 }];
  for (const syllable of reading) {
    words = words.flatMap((word) =>
      syllable.map((spelling, at) => ({ text: word.text + spelling, changed: word.changed + (at === 0 ? 0 : 1) })),
    );
  }
  return words.sort((a, b) => a.changed - b.changed).map((word) => word.text);
}

const LATIN_WORD = /^[a-z]+$/;

/**
 * The spellings of a lower-case Latin word, the word itself first: its family-name group when `familyName`
 * (the first word of a name), then, for a word that reads as Korean syllables, each syllable in the other
 * systems ('daedong' → 'taedong', 'young' → 'yong', 'yeong'), at most MAX_VARIANTS.
 */
export function romanisationVariants(word: string, { familyName = false } = {}): string[] {
  if (!LATIN_WORD.test(word)) return [word];
  const found = new Set([word]);
  if (familyName) for (const spelling of FAMILY_NAMES.find((group) => group.includes(word)) ?? []) found.add(spelling);
  const all = readings(word);
  // The fewest syllables is the likeliest reading ('young' is one syllable, not 'yo' and 'ung').
  const fewest = Math.min(...all.map((reading) => reading.length));
  for (const reading of all.filter((reading) => reading.length === fewest)) {
    for (const spelling of spellingsOf(reading)) {
      if (found.size >= MAX_VARIANTS) return [...found];
      found.add(spelling);
    }
  }
  return [...found];
}
