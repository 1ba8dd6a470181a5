import { describe, expect, test } from 'vitest';
import { parseQuery } from '../../server/queries/search-text.ts';
import { FAMILY_NAMES, MAX_VARIANTS, romanisationVariants } from '../../shared/romanisation-variants.ts';

/** A Korean name or place typed in one romanisation is searched in the others too. */
describe('the spellings of a romanised Korean word', () => {
  test.each([
    ['daedong', 'taedong'],
    ['taedong', 'daedong'],
    ['young', 'yong'],
    ['yong', 'yeong'],
    ['yeong', 'young'],
    ['cheol', 'chol'],
    ['gaeseong', 'kaesong'],
    ['pyeongyang', 'pyongyang'],
    ['eun', 'un'],
    ['soon', 'sun'],
    ['shin', 'sin'],
  ])('%s is also spelled %s', (word, other) => {
    const spellings = romanisationVariants(word);
    expect(spellings[0]).toBe(word);
    expect(spellings).toContain(other);
  });

  test.each([
    ['lee', ['ri', 'yi', 'rhee', 'li']],
    ['ri', ['lee', 'yi']],
    ['choi', ['choe']],
    ['choe', ['choi']],
    ['park', ['pak', 'bak']],
    ['jung', ['jong', 'jeong', 'chung']],
    ['oh', ['o']],
  ])('the family name %s is also spelled %j', (name, others) => {
    expect(romanisationVariants(name, { familyName: true })).toEqual(expect.arrayContaining(others));
  });

  test('a family name is read as one only where a name starts', () => {
    expect(romanisationVariants('lee')).not.toContain('yi');
    expect(romanisationVariants('park')).not.toContain('pak');
  });

  test('English words that are not Korean syllables keep their one spelling', () => {
    for (const word of ['tour', 'poster', 'river', 'canvas', 'mountains', 'harvest']) {
      expect(romanisationVariants(word)).toEqual([word]);
    }
  });

  test('no word has more than the limit of spellings, and other letters are left alone', () => {
    expect(romanisationVariants('sunokyongchol').length).toBeLessThanOrEqual(MAX_VARIANTS);
    expect(romanisationVariants('pyŏngyang')).toEqual(['pyŏngyang']);
    expect(romanisationVariants('1987')).toEqual(['1987']);
  });

  test('every family-name group is lower-case letters, each spelling in one group only', () => {
    const all = FAMILY_NAMES.flat();
    for (const spelling of all) expect(spelling).toMatch(/^[a-z]+$/);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('a query in another spelling', () => {
  test('a whole name matches the folded name keys of every spelling', () => {
    const parsed = parseQuery('Lee Cheol-jun');
    expect(parsed.kind).toBe('match');
    if (parsed.kind !== 'match') return;
    // 'Ri Chol Jun' folds to 'licholchun' (server/queries/search-text.ts romanKey).
    expect(parsed.keys).toContain('licholchun');
    expect(parsed.keys[0]).toBe('leecholchun');
    // A two-letter family name is matched with the space after it, which trigrams can find.
    expect(parsed.match).toContain('"ri "');
  });

  test('a Chinese word too short for trigrams is searched as what it stands for', () => {
    const parsed = parseQuery('海报', new Map([['海报', ['poster']]]));
    expect(parsed).toMatchObject({ kind: 'scan', text: '海报', also: '{title summary body} : ("poster")' });
  });

  test('pinyin typed in syllables stands for what the whole word does', () => {
    const parsed = parseQuery('mu ke ban hua', new Map([['mukebanhua', ['woodcut print']]]));
    expect(parsed.kind === 'match' && parsed.match).toContain('"woodcut print"');
  });

  test('a NUL or other control character is a space, so it cannot end the FTS5 string', () => {
    const parsed = parseQuery('abc\u0000def');
    expect(parsed.kind === 'match' && parsed.match).not.toContain('\u0000');
    expect(parsed.words).toEqual(['abc', 'def']);
  });
});
