import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * What the Chinese pages' lists read (issue 27 'English on Chinese pages'): the media by their Chinese names
 * beside the English names filters use, and the demo's Chinese short descriptions under the fields the
 * pages read.
 */

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
}, 60_000);
afterAll(() => ctx.close());

const read = async <T>(url: string) => {
  const res = await ctx.app.request(url);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

type Item = { slug: string; medium: string[]; medium_names: string[] };
const INK = 'Chosonhwa (Ink on Paper)';

describe('media in a Chinese answer', () => {
  test('the SPEC list names each medium in Chinese and keeps the English name beside it', async () => {
    const items = await read<Item[]>('/api/shop?lang=zh');
    const ink = items.find((item) => item.medium.includes(INK));
    if (!ink) throw new Error(`No work in ${INK}`);
    expect(ink.medium_names[ink.medium.indexOf(INK)]).toBe('朝鲜画（纸本水墨）');
    for (const item of items) {
      expect(item.medium_names).toHaveLength(item.medium.length);
      for (const name of item.medium_names) expect(name).toMatch(/\p{Script=Han}/u);
    }
  });

  test("a page of cards and its filter's media are named in Chinese, the filter still keyed in English", async () => {
    type Page = { items: Item[]; groups: { media: { name: string; label: string; count: number }[] } };
    const page = await read<Page>('/api/shop/pages?lang=zh&limit=24');
    const group = page.groups.media.find((medium) => medium.name === INK);
    expect(group?.label).toBe('朝鲜画（纸本水墨）');
    for (const item of page.items) for (const name of item.medium_names) expect(name).toMatch(/\p{Script=Han}/u);
    const filtered = await read<Page>(`/api/shop/pages?lang=zh&limit=24&medium=${encodeURIComponent(INK)}`);
    expect(filtered.items.length).toBeGreaterThan(0);
    for (const item of filtered.items) expect(item.medium).toContain(INK);
  });

  test('an English answer names the media in English', async () => {
    const items = await read<Item[]>('/api/shop');
    for (const item of items) expect(item.medium_names).toEqual(item.medium);
  });
});

describe("a Chinese cart's works", () => {
  test('the cart lines name the works and their artists in Chinese', async () => {
    const zh = await read<{ slug: string; title: string; artist: { name: string } }[]>('/api/shop?lang=zh');
    const [work] = zh;
    if (!work) throw new Error('No work in the Chinese shop');
    const lines = await read<{ title: string; artist: { name: string } }[]>(
      `/api/shop/lines?slug=${work.slug}&lang=zh`,
    );
    expect(lines).toMatchObject([{ title: work.title, artist: { name: work.artist.name } }]);
    expect(lines[0]?.title).toMatch(/\p{Script=Han}/u);
  });
});

describe('short descriptions in the Chinese lists', () => {
  test('films, collections and publications list their Chinese short descriptions', async () => {
    for (const list of ['films', 'collections', 'publications']) {
      const entries = await read<{ slug: string; short_description: string }[]>(`/api/explore/${list}?lang=zh`);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries)
        expect({ list, slug: entry.slug, text: entry.short_description }).toMatchObject({
          text: expect.stringMatching(/\p{Script=Han}/u),
        });
    }
  });
});

describe('English texts in a Chinese list', () => {
  test('a card text without a Chinese value is named in the item’s fallback; English answers name none', async () => {
    const [film] = ctx.db.raw.all<{ id: number; slug: string }>(
      "SELECT f.id, f.slug FROM films f JOIN entry_publication p ON p.type = 'films' AND p.entry_id = f.id AND p.lang = 'zh' AND p.published = 1 ORDER BY f.id",
    );
    if (!film) throw new Error('No film published in Chinese');
    ctx.db.raw.run(
      "DELETE FROM entry_translations WHERE type = 'films' AND entry_id = ? AND lang = 'zh' AND field = 'short_description'",
      film.id,
    );
    type Film = { slug: string; short_description: string; fallback?: string[] };
    const zh = await read<Film[]>('/api/explore/films?lang=zh');
    expect(zh.find((entry) => entry.slug === film.slug)?.fallback).toEqual(['short_description']);
    for (const entry of zh.filter((other) => other.slug !== film.slug)) expect(entry.fallback).toBeUndefined();
    const page = await read<{ items: Film[] }>('/api/explore/films/pages?lang=zh&limit=24');
    expect(page.items.find((entry) => entry.slug === film.slug)?.fallback).toEqual(['short_description']);
    for (const entry of await read<Film[]>('/api/explore/films')) expect(entry.fallback).toBeUndefined();
  });
});
