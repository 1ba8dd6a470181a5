import { romanize as romaniseHangul } from 'es-hangul';
import { pinyin } from 'pinyin-pro';

// Heavy (the pinyin dictionary): the server and the admin use it, public pages never load it.

/** Pinyin read in context (重庆 'chong2', not 'zhong'); a person's first character as a surname (朴 'piao2', not 'pu3'). */
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

export const revisedOf = (hangul: string): string => romaniseHangul(hangul.trim());
