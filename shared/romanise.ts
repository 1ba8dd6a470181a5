import { romanize as romaniseHangul } from 'es-hangul';
import { pinyin } from 'pinyin-pro';

// Heavy (the pinyin dictionary): the admin loads it only when a title needs it.

const HANGUL_RUN = /[\p{Script=Hangul}]+/gu;

export function romanise(text: string): string {
  const withoutHangul = text.replace(HANGUL_RUN, (run) => ` ${romaniseHangul(run)} `);
  return pinyin(withoutHangul, { toneType: 'none', nonZh: 'consecutive', separator: ' ' });
}
