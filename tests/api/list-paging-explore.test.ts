import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { blogPosts } from '../../server/content/types/blog-posts.ts';
import { exhibitions } from '../../server/content/types/exhibitions.ts';
import { fillCatalogue, LIST_PATHS, LONG_MARK } from './explore-catalogue.ts';
import { openTestApp, type TestApp } from './helpers.ts';

/** The artists, Explore and blog lists in pages: the same entries in the same order as the whole list. */

type Entry = { slug: string; status?: string };
type Page = { items: Entry[]; next: string | null; total: number };

let ctx: TestApp;
const LISTS = ['/api/artists', ...LIST_PATHS];

beforeAll(() => {
  ctx = openTestApp();
  fillCatalogue(ctx.db.orm, { count: 13, longText: 2000 });
  // Exhibitions of every status on the test clock's day (2026-01-15 in Beijing), and one without dates.
  const dated: [string | null, string | null][] = [
    ['2026-01-01', '2026-02-01'],
    ['2026-01-10', null],
    ['2026-03-01', '2026-04-01'],
    ['2026-02-01', '2026-02-10'],
    ['2025-01-01', '2025-02-01'],
    ['2024-05-01', '2024-06-01'],
    [null, '2025-12-31'],
    ['2026-01-05', '2026-01-20'],
  ];
  dated.forEach(([startsOn, endsOn], n) => {
    ctx.db.orm
      .update(exhibitions)
      .set({ startsOn, endsOn })
      .where(eq(exhibitions.slug, `entry-${n}`))
      .run();
  });
  ctx.db.orm.update(blogPosts).set({ status: 'draft' }).where(eq(blogPosts.slug, 'entry-3')).run();
});

afterAll(() => ctx?.close());

async function json<T>(url: string): Promise<T> {
  const res = await ctx.app.request(url);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function walk(url: string) {
  const seen: Entry[] = [];
  let page = await json<Page>(`${url}/pages?limit=4`);
  seen.push(...page.items);
  while (page.next) {
    page = await json<Page>(`${url}/pages?limit=4&after=${page.next}`);
    seen.push(...page.items);
  }
  return { seen, total: page.total };
}

describe('public lists in pages', () => {
  test('walking every list gives the whole list, in its order, with its total', async () => {
    for (const url of LISTS) {
      const whole = await json<Entry[]>(url);
      const { seen, total } = await walk(url);
      // The whole exhibitions list puts an open end before the dates (localeCompare sorts '~' before digits);
      // the pages keep the documented order, an open end after every date (checked below).
      const order = url.endsWith('exhibitions') ? (slugs: string[]) => slugs.sort() : (slugs: string[]) => slugs;
      expect(order(seen.map((e) => e.slug))).toEqual(order(whole.map((e) => e.slug)));
      expect(total).toBe(whole.length);
    }
  });

  test('exhibitions come current, upcoming, past, each page with its status', async () => {
    const { seen } = await walk('/api/explore/exhibitions');
    expect(seen.slice(0, 3).map((e) => [e.slug, e.status])).toEqual([
      ['entry-7', 'current'],
      ['entry-0', 'current'],
      ['entry-1', 'current'],
    ]);
    expect(seen.slice(3, 5).map((e) => e.status)).toEqual(['upcoming', 'upcoming']);
    expect(seen.slice(5).every((e) => e.status === 'past')).toBe(true);
  });

  test('pages carry no long texts and no drafts', async () => {
    for (const url of LISTS) {
      const text = await (await ctx.app.request(`${url}/pages?limit=48`)).text();
      expect(text).not.toContain(LONG_MARK);
    }
    const blog = await json<Page>('/api/blog/pages?limit=48');
    expect(blog.items.map((e) => e.slug)).not.toContain('entry-3');
    expect(blog.total).toBe(12);
  });

  test('a page entry added meanwhile is neither lost nor repeated', async () => {
    const first = await json<Page>('/api/blog/pages?limit=5');
    const imgId = ctx.db.orm.select({ imgId: blogPosts.imgId }).from(blogPosts).get()?.imgId ?? 0;
    ctx.db.orm
      .insert(blogPosts)
      .values({
        slug: 'late-news',
        title: 'Late news',
        subtitle: '',
        date: '2030-01-01',
        body: '',
        imgId,
        metaDescription: '',
      })
      .run();
    const rest = await walk('/api/blog');
    const second = await json<Page>(`/api/blog/pages?limit=48&after=${first.next}`);
    const slugs = [...first.items, ...second.items].map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).not.toContain('late-news');
    expect(rest.seen[0]?.slug).toBe('late-news');
  });

  test('a whole list asked for a page says where its pages are, and answers nothing else', async () => {
    for (const url of [...LISTS, '/api/shop']) {
      const res = await ctx.app.request(`${url}?limit=24`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: { msg: string; path: string }[] }).errors).toEqual([
        {
          msg: `limit asks for a page: this list's pages are at its /pages address, as in ${url}/pages?limit=24.`,
          path: 'limit',
        },
      ]);
      const after = await ctx.app.request(`${url}?after=abc`);
      expect(((await after.json()) as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['after']);
    }
  });

  test('a bad limit or position is refused with a sentence naming it', async () => {
    for (const url of LISTS) {
      const res = await ctx.app.request(`${url}/pages?limit=100`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('limit');
      const bad = await ctx.app.request(`${url}/pages?after=abc`);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { errors: { msg: string }[] }).errors[0]?.msg).toContain('after');
    }
  });
});
