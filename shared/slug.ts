// SPEC 5 'Slug normalisation': only Latin letters and digits, so every public URL stays readable and typeable.

export const needsRomanising = (text: string) => /[\p{Script=Han}\p{Script=Hangul}]/u.test(text);

export const MAX_SLUG = 100;

export const EMPTY_SLUG =
  'The slug is empty: the title has no Latin letters or digits to make one from. Type a slug by hand.';

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
};

const SPECIAL = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

/** A trailing hyphen stays, so 'spring ' can become 'spring-morning' key by key. */
export function slugifyTyping(text: string): string {
  return (
    text
      .replace(SPECIAL, (letter) => SPECIAL_LETTERS[letter] ?? '')
      // NFKD splits 'é' into 'e' and a combining accent, and full-width 'Ａ' into 'A'.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .replace(/[^a-z0-9-]/g, '')
      // Removing characters can bring hyphens together again ('a - & - b').
      .replace(/-{2,}/g, '-')
      .replace(/^-/, '')
      .slice(0, MAX_SLUG)
  );
}

export function slugify(text: string): string {
  return slugifyTyping(text).replace(/-+$/, '');
}
