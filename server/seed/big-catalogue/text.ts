/** The big catalogue's words; every value is a function of an index, so two runs write the same catalogue. */

const WORDS = (
  'mountain river dawn mist pine crane harvest factory village sea wave ridge snow autumn spring worker ' +
  'brush ink paper poster woodcut embroidery mosaic harbour morning evening field orchard lantern bridge'
).split(' ');
export const PLACES = ['Pyŏngyang', 'Kaesŏng', 'Wŏnsan', 'Hamhŭng', 'Sinŭiju', 'Mount Kumgang', 'Myohyang'];
export const SURNAMES = ['Pak', 'Kim', 'Ri', 'Choe', 'Jong', 'Han', 'Kang', 'O', 'Ryu', 'Sin'];
export const GIVEN = ['Tong Gu', 'Chol Jun', 'Yong Suk', 'Myong Hwa', 'Un Gyong', 'Kwang Il', 'Sun Ok', 'Hyon Chol'];
export const HANGUL = ['박동구', '김영숙', '리철준', '최은경', '한광일', '정순옥', '강미란', '오현철'];
export const HANZI = ['朴東九', '金英淑', '李哲俊', '崔恩京', '韓光日', '鄭順玉', '姜美蘭', '吳賢哲'];

export const MEDIA = ['Oil on Canvas', 'Chosonhwa (Ink on Paper)', 'Woodcut', 'Propaganda Poster', 'Embroidery'];
export const CATEGORIES = ['Original', 'Print', 'Poster'];
export const COLLECTIONS = ['Mountains and Rivers', 'Posters', 'Everyday Life', 'The Sea', 'Workers and Fields'];

export const VENUES = [
  'Gallery Beijing, 798 Art District',
  'Mansudae Art Studio, Pyŏngyang',
  'Korean Cultural Centre, Shanghai',
  'Kunsthalle Basel',
  'Today Art Museum, Beijing',
];
export const COUNTRIES = ['China', 'Germany', 'United Kingdom', 'United States', 'France', 'Japan', 'Korea'];

export const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;

const SYLLABLES = ['ka', 'ro', 'mi', 'tan', 'sel', 'vo', 'pre', 'lun', 'dek', 'ham', 'sor', 'bi', 'ne', 'qua'];
const word = (seed: number) =>
  seed % 8 === 0
    ? pick(WORDS, seed >> 3)
    : `${pick(SYLLABLES, seed)}${pick(SYLLABLES, seed >> 2)}${pick(SYLLABLES, seed >> 5)}`;

export const sentence = (i: number, n: number): string =>
  Array.from({ length: n }, (_, k) => word((i * 7919 + k * 104729) % 1_000_003)).join(' ');

export const paragraph = (i: number) =>
  `<p>${sentence(i, 18)} in ${pick(PLACES, i)}, <strong>${sentence(i + 3, 6)}</strong>.</p><p>${sentence(i + 5, 30)}.</p>`;

/** An artist's romanised name; past the first eighty, a number keeps names apart. */
export const artistName = (i: number) =>
  `${pick(SURNAMES, i)} ${pick(GIVEN, Math.floor(i / 10))}${i >= 80 ? ` ${i}` : ''}`;

/** A fixed point in time, so no value depends on when the catalogue was written. */
export const BASE_TIME = Date.UTC(2026, 0, 15, 10, 0, 0);
export const DAY_MS = 86_400_000;

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
