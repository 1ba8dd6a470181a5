import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, test } from 'vitest';
import en from '../../shared/messages/en.json';
import zh from '../../shared/messages/zh.json';

const catalogues: Record<string, Record<string, string>> = { en, zh };

/** The names of a message's ICU arguments ({count}, {name}), at any depth of plural or select. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token as [string, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (choices && typeof choices === 'object') for (const choice of Object.values(choices)) walk(choice);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe('the message catalogues', () => {
  test('English and Chinese have exactly the same keys', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  test('no message is empty', () => {
    for (const [lang, messages] of Object.entries(catalogues)) {
      const empty = Object.entries(messages).filter(([, text]) => text.trim() === '');
      expect(empty.map(([id]) => `${lang} ${id}`)).toEqual([]);
    }
  });

  test('every message compiles in both languages', () => {
    for (const [lang, messages] of Object.entries(catalogues)) {
      for (const [id, text] of Object.entries(messages)) {
        expect(() => compileMessageOrThrow(text), `${lang} ${id}`).not.toThrow();
      }
    }
  });

  test('both languages use the same argument names in each message', () => {
    const differing = Object.keys(en).filter(
      (id) => argumentsOf(en[id as keyof typeof en]).join() !== argumentsOf(zh[id as keyof typeof zh] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  test("the error catalogue's texts are the SPEC's, word for word", () => {
    const spec = readFileSync(path.resolve(import.meta.dirname, '../../../shared/SPEC.md'), 'utf8');
    const keys = [
      'error.load.shop',
      'error.load.shopItem',
      'error.load.artists',
      'error.load.blogPost',
      'error.load.cart',
      'error.unexpected.title',
      'checkout.emptySelection',
    ] as const;
    for (const key of keys) expect(spec, key).toContain(en[key]);
  });
});
