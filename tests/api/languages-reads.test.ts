import { beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { artists } from '../../server/content/types/artists.ts';
import type { SearchAnswer } from '../../shared/search.ts';
import {
  type BilingualSite,
  CHINESE_NAMES,
  createBilingualSite,
  ENGLISH_ONLY_ARTIST,
  json,
  KOREAN,
  UNNAMED_ARTIST,
} from './languages-fixtures.ts';

/**
 * The public API in Chinese (`?lang=zh`, as every call from a /zh page is): entries published in Chinese only,
 * in Chinese where they have it, Chinese names in pinyin order, and an artist found by every form of the name.
 */

let site: BilingualSite;
beforeAll(async () => {
  site = await createBilingualSite();
});

type Artist = { slug: string; name: string };
type Page<T> = { items: T[]; next: string | null; total: number };
type Card = { _id: number; title: string; artist: { name: string; slug: string } };
type ShopPage = Page<Card> & {
  groups?: { artists: { name: string; slug: string; count: number }[] };
  filter: { kind: string; name: string } | null;
};

/** Every page of a paged list, following `next`. */
async function allPages<T>(path: string): Promise<{ items: T[]; totals: number[] }> {
  const items: T[] = [];
  const totals: number[] = [];
  let after: string | null = null;
  do {
    const page: Page<T> = await json(site, `${path}${after ? `&after=${after}` : ''}`);
    items.push(...page.items);
    totals.push(page.total);
    after = page.next;
  } while (after);
  return { items, totals };
}

/** 长城 (chang2) and 重庆 (chong2) read in context, before 朱 (zhu1); artists without a Chinese name last. */
const PINYIN_ORDER = ['安东', '长城', '重庆', '李哲俊', '朴东九', '朱明'];

describe('artists in Chinese', () => {
  test('sort by pinyin, named ones first, in the list and page by page', async () => {
    const list: Artist[] = await json(site, '/api/artists?lang=zh');
    const unnamed = list.at(-1);
    expect(list.slice(0, -1).map((a) => a.name)).toEqual(PINYIN_ORDER);
    expect(unnamed?.slug).toBe(UNNAMED_ARTIST);
    expect(list.map((a) => a.slug)).not.toContain(ENGLISH_ONLY_ARTIST);

    const paged = await allPages<Artist>('/api/artists/pages?lang=zh&limit=2');
    expect(paged.items.map((a) => a.slug)).toEqual(list.map((a) => a.slug));
    expect(new Set(paged.totals)).toEqual(new Set([list.length]));
  });

  test('English keeps the alphabetical order and every artist', async () => {
    const list: Artist[] = await json(site, '/api/artists');
    const names = list.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(list.map((a) => a.slug)).toContain(ENGLISH_ONLY_ARTIST);
    expect(names).toContain(KOREAN.official);
    const paged = await allPages<Artist>('/api/artists/pages?limit=3');
    expect(paged.items.map((a) => a.slug)).toEqual(list.map((a) => a.slug));
  });

  test('the detail answers the Chinese name, the name forms, and the fields shown in English', async () => {
    const zh = await json<Record<string, unknown>>(site, `/api/artists/${KOREAN.slug}?lang=zh`);
    expect(zh.name).toBe(KOREAN.hanzi);
    expect(zh.bio).toBe(KOREAN.bio);
    expect(zh.names).toEqual({ hangul: KOREAN.hangul, revised: KOREAN.revised });
    expect(zh.fallback).toEqual(['metaDescription']);
    // The cards of the artist's works carry the Chinese name too.
    expect((zh.works as Card[]).map((w) => w.artist.name)).toEqual((zh.works as Card[]).map(() => KOREAN.hanzi));

    const en = await json<Record<string, unknown>>(site, `/api/artists/${KOREAN.slug}`);
    expect(en.name).toBe(KOREAN.official);
    expect('fallback' in en).toBe(false);
  });

  test('an English-only artist is a 404 in Chinese and still there in English', async () => {
    expect((await site.app.request(`/api/artists/${ENGLISH_ONLY_ARTIST}?lang=zh`)).status).toBe(404);
    expect((await site.app.request(`/api/artists/${ENGLISH_ONLY_ARTIST}`)).status).toBe(200);
  });
});

describe('the shop in Chinese', () => {
  test('lists, counts and groups only works published in Chinese, with Chinese titles and names', async () => {
    const first: ShopPage = await json(site, '/api/shop/pages?lang=zh&limit=5');
    const { items, totals } = await allPages<Card>('/api/shop/pages?lang=zh&limit=5');
    const expected = site.chineseWorks.map((w) => w.id).sort((a, b) => a - b);
    expect(items.map((c) => c._id).sort((a, b) => a - b)).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
    expect(items.every((c) => c.title === `作品${c._id}号`)).toBe(true);

    const groups = first.groups?.artists ?? [];
    expect(groups.map((g) => g.slug)).not.toContain(ENGLISH_ONLY_ARTIST);
    expect(groups.slice(0, PINYIN_ORDER.length).map((g) => g.name)).toEqual(PINYIN_ORDER);
    const counted = (slug: string) => groups.find((g) => g.slug === slug)?.count;
    const ownWorks = (slug: string) => items.filter((c) => c.artist.slug === slug).length;
    for (const slug of Object.keys(CHINESE_NAMES)) expect(counted(slug)).toBe(ownWorks(slug));

    const all: Card[] = await json(site, '/api/shop?lang=zh');
    expect(all.map((c) => c._id)).not.toContain(site.englishOnlyWork.id);
    expect((await site.app.request(`/api/shop/${site.englishOnlyWork.slug}?lang=zh`)).status).toBe(404);
    const featured: Card[] = await json(site, '/api/shop/featured?for=home&lang=zh');
    expect(featured.every((c) => expected.includes(c._id))).toBe(true);
  });

  test('the whole list by artist is in pinyin order, as the paged one; English stays alphabetical', async () => {
    /** The artists' names in the order their works come, each once. */
    const runs = (cards: Card[]) => [...new Set(cards.map((c) => c.artist.name))];
    const whole: Card[] = await json(site, '/api/shop?lang=zh&sort=artist');
    expect(runs(whole).slice(0, PINYIN_ORDER.length)).toEqual(PINYIN_ORDER);
    expect(whole.at(-1)?.artist.slug).toBe(UNNAMED_ARTIST);
    // The language's collation alone reads 重 as zhong and 长 as zhang: the fixed list tells them apart.
    expect([...PINYIN_ORDER].sort((a, b) => a.localeCompare(b, 'zh-Hans'))).not.toEqual(PINYIN_ORDER);
    const paged = await allPages<Card>('/api/shop/pages?lang=zh&sort=artist&limit=5');
    expect(whole.map((c) => c._id)).toEqual(paged.items.map((c) => c._id));
    const available: Card[] = await json(site, '/api/shop?lang=zh&sort=artist&available=1');
    const availableIds = new Set(available.map((c) => c._id));
    expect(available.map((c) => c._id)).toEqual(whole.filter((c) => availableIds.has(c._id)).map((c) => c._id));

    const english: Card[] = await json(site, '/api/shop?sort=artist');
    const names = runs(english);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  test('q names an artist by any form of the name, in either language', async () => {
    const works = site.chineseWorks.filter((w) => w.artistId === site.korean.id).length;
    for (const q of [KOREAN.official, KOREAN.revised, KOREAN.hangul, KOREAN.hanzi]) {
      const zh: ShopPage = await json(site, `/api/shop/pages?lang=zh&limit=24&q=${encodeURIComponent(q)}`);
      expect(zh.filter, q).toEqual({ kind: 'artist', name: KOREAN.hanzi });
      expect(zh.total, q).toBe(works);
      const en: ShopPage = await json(site, `/api/shop/pages?limit=24&q=${encodeURIComponent(q)}`);
      expect(en.filter, q).toEqual({ kind: 'artist', name: KOREAN.official });
    }
  });
});

describe('search in both languages', () => {
  const find = (answer: SearchAnswer) => answer.results.find((r) => r.type === 'artist' && r.slug === KOREAN.slug);

  test('hangul, hanzi, the official spelling and the Revised Romanization find the same artist', async () => {
    for (const q of [KOREAN.hangul, KOREAN.hanzi, KOREAN.official, KOREAN.revised, 'bak dong gu']) {
      const zh: SearchAnswer = await json(site, `/api/search?lang=zh&q=${encodeURIComponent(q)}`);
      expect(find(zh)?.title, q).toBe(KOREAN.hanzi);
      expect(find(zh)?.path, q).toBe(`/artists/${KOREAN.slug}`);
      const en: SearchAnswer = await json(site, `/api/search?q=${encodeURIComponent(q)}`);
      expect(find(en)?.title, q).toBe(KOREAN.official);
    }
  });

  test('a Chinese snippet comes from the Chinese text; entries not published in Chinese never appear', async () => {
    const zh: SearchAnswer = await json(site, `/api/search?lang=zh&q=${encodeURIComponent('擅长朝鲜画')}`);
    expect(find(zh)?.snippet).toContain('擅长朝鲜画');

    const englishOnly = site.db.orm.select().from(artists).where(eq(artists.slug, ENGLISH_ONLY_ARTIST)).get();
    const name = englishOnly?.name ?? '';
    const hidden: SearchAnswer = await json(site, `/api/search?lang=zh&q=${encodeURIComponent(name)}`);
    expect(hidden.results.map((r) => r.slug)).not.toContain(ENGLISH_ONLY_ARTIST);
    const shown: SearchAnswer = await json(site, `/api/search?q=${encodeURIComponent(name)}`);
    expect(shown.results.map((r) => r.slug)).toContain(ENGLISH_ONLY_ARTIST);

    const post = site.posts.englishPost.title;
    const posts: SearchAnswer = await json(site, `/api/search?lang=zh&type=post&q=${encodeURIComponent(post)}`);
    expect(posts.results.map((r) => r.slug)).not.toContain(site.posts.englishPost.slug);
  });
});
