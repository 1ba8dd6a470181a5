import { describe, expect, test } from 'vitest';
import { romanise } from '../../shared/romanise.ts';
import { needsRomanising, slugify } from '../../shared/slug.ts';

/** Titles in Chinese or Korean give a readable Latin address instead of an empty one. */
describe('a slug from a title in Chinese or Korean', () => {
  test.each([
    ['重庆', 'chong-qing'],
    ['长城', 'chang-cheng'],
    ['朝鲜画 Posters', 'chao-xian-hua-posters'],
    ['平壤的春天', 'ping-rang-de-chun-tian'],
    ['박동구', 'bakdonggu'],
    ['리철준의 그림 1985', 'richeoljunui-geurim-1985'],
  ])('%s gives %s', (title, slug) => {
    expect(needsRomanising(title)).toBe(true);
    expect(slugify(romanise(title))).toBe(slug);
  });

  test('a Latin title needs no romanising and keeps its slug', () => {
    expect(needsRomanising('Ri Chol Jun: Pine and Crane')).toBe(false);
    expect(slugify(romanise('Ri Chol Jun: Pine and Crane'))).toBe('ri-chol-jun-pine-and-crane');
  });
});
