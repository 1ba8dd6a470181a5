import { romanize as romaniseHangul } from 'es-hangul';
import { pinyin } from 'pinyin-pro';

/**
 * Latin letters for a title in Chinese or Korean, so it can give a readable address: pinyin for hanzi
 * (pinyin-pro, which reads 重庆 as 'chong qing' and 长城 as 'chang cheng' from their context) and the Revised
 * Romanization for hangul (es-hangul). Other text is kept as it is. Heavy (the pinyin dictionary): the admin
 * loads it only when a title needs it.
 */

const HANGUL_RUN = /[\p{Script=Hangul}]+/gu;

export function romanise(text: string): string {
  const withoutHangul = text.replace(HANGUL_RUN, (run) => ` ${romaniseHangul(run)} `);
  return pinyin(withoutHangul, { toneType: 'none', nonZh: 'consecutive', separator: ' ' });
}
