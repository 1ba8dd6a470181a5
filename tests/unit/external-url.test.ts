import { expect, test } from 'vitest';
import { httpUrl } from '../../client/lib/external-url.ts';

test('http and https addresses pass, normalised', () => {
  expect(httpUrl('https://example.com/books/one')).toBe('https://example.com/books/one');
  expect(httpUrl(' http://example.com ')).toBe('http://example.com/');
});

test('script, data, relative and empty addresses do not become links', () => {
  for (const value of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '/shop', 'example.com', '']) {
    expect(httpUrl(value)).toBeNull();
  }
  expect(httpUrl(null)).toBeNull();
  expect(httpUrl(undefined)).toBeNull();
});
