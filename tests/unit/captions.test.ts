import { describe, expect, it } from 'vitest';
import { inLang } from '../../server/i18n/context.ts';
import { aroundMark, artistWithYear, titleWithYear, workCaption } from '../../shared/captions.ts';

describe('captions in the word order of each language', () => {
  it('keeps the English captions as they were', () => {
    expect(artistWithYear('Pak Tong Gu', '1998')).toBe('Pak Tong Gu, 1998');
    expect(artistWithYear('Pak Tong Gu', ' ')).toBe('Pak Tong Gu');
    expect(workCaption('Harvest', '1998', 'Pak Tong Gu')).toBe('Harvest, 1998 · Pak Tong Gu');
    expect(workCaption('Harvest', '', 'Pak Tong Gu')).toBe('Harvest · Pak Tong Gu');
    expect(titleWithYear('Harvest', 'c. 1985')).toBe('Harvest, c. 1985');
  });

  it('writes Chinese as a gallery in Beijing prints it: title in 《》, the year with 年', () => {
    inLang('zh', () => {
      expect(artistWithYear('朴东九', '1998')).toBe('朴东九，1998年');
      expect(workCaption('丰收', '1998', '朴东九')).toBe('《丰收》，1998年 · 朴东九');
      expect(workCaption('丰收', '', '朴东九')).toBe('《丰收》 · 朴东九');
      expect(titleWithYear('丰收', '1998')).toBe('丰收，1998年');
      // A year that is not a plain year is shown as written, without 年.
      expect(artistWithYear('朴东九', '1970s')).toBe('朴东九，1970s');
      expect(workCaption('丰收', 'c. 1985', '朴东九')).toBe('《丰收》，c. 1985 · 朴东九');
    });
  });

  it('gives the words around the place a link takes, in either order', () => {
    expect(aroundMark((mark) => workCaption(mark, '1998', 'Pak Tong Gu'))).toEqual(['', ', 1998 · Pak Tong Gu']);
    inLang('zh', () => {
      expect(aroundMark((mark) => workCaption(mark, '1998', '朴东九'))).toEqual(['《', '》，1998年 · 朴东九']);
    });
  });
});
