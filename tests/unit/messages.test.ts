import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, test } from 'vitest';
import en from '../../shared/messages/en.json';
import zh from '../../shared/messages/zh.json';

const catalogues: Record<string, Record<string, string>> = { en, zh };

/**
 * The texts SPEC section 8 (the error catalogue) and section 2 fix word for word, copied here so the test needs
 * nothing outside the repository. A change to one of them is a change to the SPEC.
 */
const SPEC_TEXTS = {
  'error.notFound.title': 'Oops! Page not found.',
  'error.unexpected.title': 'Unexpected Application Error!',
  'error.load.shop': 'Failed to load shop items. Refresh the page and try again.',
  'error.load.shopItem': 'Could not load product page. Refresh the page and try again.',
  'error.load.artists': 'Could not load artists. Refresh the page and try again.',
  'error.load.artist': 'Could not load artist page. Refresh the page and try again.',
  'error.load.collections': 'Could not load collections. Refresh the page and try again.',
  'error.load.collection': 'Could not load collection page. Refresh the page and try again.',
  'error.load.exhibitions': 'Could not load exhibitions. Refresh the page and try again.',
  'error.load.exhibition': 'Could not load exhibition page. Refresh the page and try again.',
  'error.load.films': 'Could not load films. Refresh the page and try again.',
  'error.load.film': 'Could not load film page. Refresh the page and try again.',
  'error.load.publications': 'Could not load publications. Refresh the page and try again.',
  'error.load.publication': 'Could not load publication page. Refresh the page and try again.',
  'error.load.blog': 'Could not load blog posts. Refresh the page and try again.',
  'error.load.blogPost': 'Could not load blog post. Refresh the page and try again.',
  'error.load.mediums': 'Could not load mediums. Refresh the page and try again.',
  'error.load.cart': 'Could not load cart items. Refresh the page and try again.',
  'checkout.emptySelection': 'Please select items from your cart to continue.',
} as const;

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
    for (const [key, text] of Object.entries(SPEC_TEXTS)) expect(en[key as keyof typeof en], key).toBe(text);
  });
});
