import { describe, expect, test } from 'vitest';
import { slug as slugField } from '../../shared/content-fields.ts';
import { EMPTY_SLUG, MAX_SLUG, slugify, slugifyTyping } from '../../shared/slug.ts';

/** SPEC 5 'Slug normalisation', as both the admin forms and the server apply it. */

describe('slugify', () => {
  test.each([
    ['Spring Morning', 'spring-morning'],
    ['  Spring   Morning  ', 'spring-morning'],
    ['Snake_case_title', 'snake-case-title'],
    ['Many---hyphens -- here', 'many-hyphens-here'],
    ['Crème brûlée à la française', 'creme-brulee-a-la-francaise'],
    ['Ångström Ørsted Straße Æther Œuvre Łódź', 'angstrom-orsted-strasse-aether-oeuvre-lodz'],
    ['Kim Il Sung Square, Pyongyang (1982)!', 'kim-il-sung-square-pyongyang-1982'],
    ['Ｆｕｌｌ－ｗｉｄｔｈ １２３', 'full-width-123'],
    ['Mansudae 만수대 Art Studio', 'mansudae-art-studio'],
    ['Posters 宣传画 & Prints', 'posters-prints'],
    ['already-a-slug', 'already-a-slug'],
    ['-leading and trailing-', 'leading-and-trailing'],
  ])('%s → %s', (title, expected) => {
    expect(slugify(title)).toBe(expected);
  });

  test.each([['만수대 창작사'], ['朝鲜画'], ['平壌'], ['!!! ??? ...'], ['— · —'], ['']])(
    'a title with nothing to keep gives no slug: %s',
    (title) => {
      expect(slugify(title)).toBe('');
    },
  );

  test('is idempotent and bounded', () => {
    const long = 'word '.repeat(100);
    expect(slugify(long).length).toBeLessThanOrEqual(MAX_SLUG);
    expect(slugify(long).endsWith('-')).toBe(false);
    for (const title of ['Crème brûlée', 'a  b', 'x_y-z', long]) expect(slugify(slugify(title))).toBe(slugify(title));
  });

  test('while typing, a trailing hyphen stays so the next word can follow', () => {
    expect(slugifyTyping('spring ')).toBe('spring-');
    expect(slugifyTyping('spring m')).toBe('spring-m');
    expect(slugify('spring ')).toBe('spring');
  });
});

describe('the slug field of the shared schemas', () => {
  test('normalises what it is given', () => {
    expect(slugField().parse('Crème Brûlée!')).toBe('creme-brulee');
  });

  test('refuses a slug that normalises to nothing with a clear message, never an empty slug', () => {
    const result = slugField().safeParse('만수대');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([EMPTY_SLUG]);
  });
});
