import { describe, expect, expectTypeOf, test } from 'vitest';
import { inLang } from '../../server/i18n/context.ts';
import { lazyTexts } from '../../shared/messages/index.ts';

const TEXTS = lazyTexts(
  { title: 'exhibition.title', groups: { current: 'exhibition.current' } },
  {
    from: (date: string) => `from ${date}`,
    get heading() {
      return `${TEXTS.title}!`;
    },
  },
);

describe('lazyTexts', () => {
  test('a text is read in the language current when it is read', () => {
    expect(TEXTS.title).toBe('Exhibitions');
    expect(inLang('zh', () => TEXTS.title)).toBe('展览');
    expect(TEXTS.title).toBe('Exhibitions');
  });

  test('a group of texts is read the same way', () => {
    expect(TEXTS.groups.current).toBe('Current exhibitions');
    expect(inLang('zh', () => TEXTS.groups.current)).toBe('正在展出');
  });

  test('what sits beside the texts is kept as given', () => {
    expect(TEXTS.from('1 May')).toBe('from 1 May');
    expect(inLang('zh', () => TEXTS.heading)).toBe('展览!');
    expect(Object.keys(TEXTS)).toEqual(['title', 'groups', 'from', 'heading']);
  });

  test('a text is a string and an id the catalogue lacks does not compile', () => {
    expectTypeOf(TEXTS.title).toEqualTypeOf<string>();
    expectTypeOf(TEXTS.groups).toEqualTypeOf<{ readonly current: string }>();
    // @ts-expect-error: no such message in the catalogue
    expect(() => lazyTexts({ title: 'exhibition.noSuchText' })).not.toThrow();
    // @ts-expect-error: a group holds ids, not numbers
    lazyTexts({ groups: { current: 1 } });
  });
});
