import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * A detail answer names the languages its entry is published in, so a page's language switch leads only to
 * pages that exist (issue 27 'The language switch leads to a 404').
 */

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
}, 60_000);
afterAll(() => ctx.close());

const languagesOf = async (url: string) => {
  const res = await ctx.app.request(url);
  expect(res.status).toBe(200);
  return ((await res.json()) as { languages: string[] }).languages;
};

describe("a detail answer's languages", () => {
  test('an English-only entry says so, in every type that has one', async () => {
    expect(await languagesOf('/api/shop/white-sail-at-noon')).toEqual(['en']);
    expect(await languagesOf('/api/explore/collections/flowers-of-the-four-seasons')).toEqual(['en']);
  });

  test('an entry published in both says both, in either language', async () => {
    expect(await languagesOf('/api/shop/red-sun-over-the-eastern-peaks')).toEqual(['en', 'zh']);
    expect(await languagesOf('/api/shop/red-sun-over-the-eastern-peaks?lang=zh')).toEqual(['en', 'zh']);
    expect(await languagesOf('/api/explore/films/a-year-in-the-studio?lang=zh')).toEqual(['en', 'zh']);
  });
});
