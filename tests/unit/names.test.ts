import { describe, expect, test } from 'vitest';
import { pinyinKey, revisedOf } from '../../shared/names.ts';

describe('pinyin sort keys', () => {
  test('read in context, where a character-by-character reading goes wrong', () => {
    // Naive readings: 重 'zhong4' and 长 'zhang3'.
    expect(pinyinKey('重庆')).toBe('chong2 qing4');
    expect(pinyinKey('长城')).toBe('chang2 cheng2');
  });

  test("a person's first character is read as a surname", () => {
    expect(pinyinKey('朴明华')).toBe('piao2 ming2 hua2');
    expect(pinyinKey('单田芳')).toBe('shan4 tian2 fang1');
    expect(pinyinKey('朴素', { person: false })).toBe('pu3 su4');
  });

  test('a fixed list sorts in dictionary order: by letters, then tone', () => {
    const names = ['重庆', '朱宇', '长城', '安东', '崔昌浩', '长安', '金成民', '朴明华', 'Kim 金'];
    const sorted = [...names].sort((a, b) => (pinyinKey(a) < pinyinKey(b) ? -1 : 1));
    expect(sorted).toEqual(['安东', '长安', '长城', '重庆', '崔昌浩', '金成民', 'Kim 金', '朴明华', '朱宇']);
  });

  test('a hangul name gets its Revised Romanization as a suggestion', () => {
    expect(revisedOf('박동구')).toBe('bakdonggu');
  });
});
