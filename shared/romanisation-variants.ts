// One Korean spelling finds the others: McCune–Reischauer without breves, Revised Romanization and families' own.
// Sources: RR (notice 2000-8); McCune–Reischauer (1939); the DPRK's 1992 system; NIKL's 2009 surname survey.

/** The first spelling of a group is the gallery's own. */
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

/** Longest first, so a word is read 'yeo' before 'ye'. */
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

/** Only a word's first consonant varies: RR voices ㄱ ㄷ ㅂ ㅈ there (Gang, Busan), MR does not (Kang, Pusan). */
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

const FINALS = ['ng', 'k', 'n', 't', 'l', 'm', 'p', ''];

export const MAX_VARIANTS = 12;

const byLength = (keys: string[]) => keys.sort((a, b) => b.length - a.length);
const VOWEL_KEYS = byLength(Object.keys(VOWELS));
const INITIAL_KEYS = byLength(Object.keys(INITIALS));

type Syllable = readonly string[];

/** None for a word that is not Korean ('tour', 'poster'), so English words keep their one spelling. */
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
