import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { CONTENT_SECURITY_POLICY } from '../../server/middleware/security-headers.ts';
import { firstPageReads } from '../../server/services/first-page.ts';
import { CONTENT_CASES } from './admin-content-cases.ts';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';
import { builtClient } from './helpers.ts';

/**
 * The first screen's data comes with the page (issue 17 'First paint without a wait'): inert JSON holding
 * exactly what the API answers for the keys the pages' queries use, so the client renders without asking.
 */

let admin: AdminApp;
beforeAll(async () => {
  admin = await createAdminApp({ seed: true, clientDir: builtClient() });
});
afterAll(() => admin.close());

type Entry = { key: unknown[]; data: unknown; pages?: true };

const visit = (url: string, headers: Record<string, string> = {}) =>
  admin.app.request(url, { headers, redirect: 'manual' });

/** The data element's entries, or undefined when the page has none. */
function firstPageData(html: string): Entry[] | undefined {
  const match = /<script type="application\/json" id="first-page-data">([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as Entry[]);
}

/** One public entry page of each content type, from the sitemap. */
async function entryPages(): Promise<string[]> {
  const sitemap = await (await visit('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
  const lists = ['/shop', '/artists', '/blog', '/explore/exhibitions', '/explore/films', '/explore/publications'];
  return lists.map((list) => {
    const page = paths.find((path) => path.startsWith(`${list}/`) && !path.slice(list.length + 1).includes('/'));
    if (!page) throw new Error(`The demo content has no entry under ${list}.`);
    return page;
  });
}

describe('the first-page data', () => {
  test("equals the API's answer for every query of each covered page", async () => {
    const lists = ['/shop', '/artists', '/blog', '/explore/exhibitions', '/explore/films', '/explore/publications'];
    const pages = ['/', '/about', ...lists, ...(await entryPages())];
    for (const page of pages) {
      const res = await visit(page);
      expect({ page, status: res.status }).toEqual({ page, status: 200 });
      const entries = firstPageData(await res.text());
      const reads = firstPageReads(page);
      expect(entries?.map((entry) => entry.key)).toEqual(reads.map((read) => [...read.key]));
      for (const [index, read] of reads.entries()) {
        const api = await visit(read.api);
        expect(api.status).toBe(200);
        // Byte for byte: the page's entry written back as JSON is the API's body.
        expect({ page, api: read.api, json: JSON.stringify(entries?.[index]?.data) }).toEqual({
          page,
          api: read.api,
          json: await api.text(),
        });
      }
    }
  });

  test('covers the home page with its works, exhibition, texts, static images and settings', async () => {
    const entries = firstPageData(await (await visit('/')).text());
    expect(entries?.map((entry) => JSON.stringify(entry.key))).toEqual([
      '["shop",{"featured":"home"}]',
      '["explore","exhibitions",{"current":"home"}]',
      '["site-texts"]',
      '["static-images"]',
      '["site-settings"]',
    ]);
    // The current (or next) exhibition, as the API answers it.
    const api = await visit('/api/explore/exhibitions/current?for=home');
    expect(JSON.stringify(entries?.[1]?.data)).toBe(await api.text());
    expect((entries?.[1]?.data as { exhibition?: unknown } | undefined)?.exhibition).toMatchObject({
      slug: expect.any(String),
    });
  });

  test("gives a list page its first page, under the key of the list's paged query", async () => {
    const entries = firstPageData(await (await visit('/explore/films')).text());
    expect(entries?.[0]?.key).toEqual(['explore', 'films', { pages: true }]);
    expect(entries?.[0]?.pages).toBe(true);
    expect(entries?.[0]?.data).toMatchObject({ items: expect.any(Array), next: null, total: expect.any(Number) });
    const shop = firstPageData(await (await visit('/shop')).text());
    expect(shop?.[0]?.key).toEqual(['shop', { pages: true }]);
    // A filtered or longer list asks the API itself: only the footer's settings come with it.
    const filtered = firstPageData(await (await visit('/shop?q=poster')).text());
    expect(filtered?.map((entry) => entry.key)).toEqual([['site-settings']]);
  });

  test('gives a search page its first page of results, for the query as the page reads it', async () => {
    const entries = firstPageData(await (await visit('/search?q=%20river%20&page=0')).text());
    expect(entries?.map((entry) => entry.key)).toEqual([['search', 'river', 1], ['site-settings']]);
    const api = await visit('/api/search?q=river&page=1');
    expect(JSON.stringify(entries?.[0]?.data)).toBe(await api.text());
    expect((entries?.[0]?.data as { total?: number } | undefined)?.total).toBeGreaterThan(0);
    const second = firstPageData(await (await visit('/search?q=river&page=2')).text());
    expect(second?.[0]?.key).toEqual(['search', 'river', 2]);
    // A soft hyphen inside a word is no part of it, as the API reads it.
    const hyphened = firstPageData(await (await visit('/search?q=ri%C2%ADver')).text());
    expect(hyphened?.[0]?.key).toEqual(['search', 'river', 1]);
    // Without a query, or with one of invisible characters only, the page shows its prompt and needs no results.
    for (const page of ['/search', '/search?q=%00', '/search?q=%E2%80%8B%20']) {
      expect(
        firstPageData(await (await visit(page)).text())?.map((entry) => entry.key),
        page,
      ).toEqual([['site-settings']]);
    }
  });

  test('is left out of pages that are not found', async () => {
    for (const page of ['/shop/no-such-work', '/nowhere']) {
      expect({ page, data: firstPageData(await (await visit(page)).text()) }).toEqual({ page, data: undefined });
    }
  });

  test('preloads the main image of the home page and of an artwork page with its srcset', async () => {
    const home = await (await visit('/')).text();
    const texts = (await (await visit('/api/site/texts')).json()) as { heroImage: { src: string; srcset: string } };
    expect(home).toContain(
      `<link rel="preload" as="image" href="${texts.heroImage.src}" imagesrcset="${texts.heroImage.srcset}" imagesizes="(min-width: 800px) 40vw, 100vw" fetchpriority="high" />`,
    );
    const artwork = (await entryPages())[0] as string;
    const item = (await (await visit(`/api${artwork}`)).json()) as { img: { src: string; srcset: string } };
    expect(await (await visit(artwork)).text()).toContain(
      `<link rel="preload" as="image" href="${item.img.src}" imagesrcset="${item.img.srcset}" imagesizes="(min-width: 800px) 58vw, 100vw" fetchpriority="high" />`,
    );
  });

  test('is inert: markup in a title stays inside the JSON and no inline script can run', async () => {
    const img = { a: await addLibraryImage(admin.db, 'inert-a'), b: 0, c: 0 };
    const artist = (await (await visit('/api/artists')).json()) as { _id: number }[];
    const shop = CONTENT_CASES.find((kind) => kind.path === 'shop');
    const title = '</script><script>alert(1)</script><!--';
    const res = await admin.call('POST', '/api/admin/shop/new', {
      ...shop?.body(img, { artist: artist[0]?._id ?? 0 }),
      title,
      slug: 'inert-title',
    });
    expect(res.status).toBe(201);
    const page = await visit('/shop/inert-title');
    const html = await page.text();
    expect(page.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    for (const attributes of scripts) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
    expect(html).not.toContain('<script>alert(1)');
    const item = firstPageData(html)?.[0]?.data as { title: string } | undefined;
    expect(item?.title).toBe(title);
  });

  test("keeps a signed-in preview of a draft out of every visitor's page", async () => {
    const img = { a: await addLibraryImage(admin.db, 'draft-a'), b: 0, c: 0 };
    const artist = (await (await visit('/api/artists')).json()) as { _id: number }[];
    const shop = CONTENT_CASES.find((kind) => kind.path === 'shop');
    const res = await admin.call('POST', '/api/admin/shop/new', {
      ...shop?.body(img, { artist: artist[0]?._id ?? 0 }),
      title: 'Unseen Draft',
      slug: 'unseen-draft',
      status: 'draft',
    });
    expect(res.status).toBe(201);

    const staff = await visit('/shop/unseen-draft', { Cookie: admin.cookie });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('Cache-Control')).toBe('private, no-store');
    const preview = firstPageData(await staff.text())?.[0]?.data as { title: string } | undefined;
    expect(preview?.title).toBe('Unseen Draft');

    const visitor = await visit('/shop/unseen-draft');
    expect(visitor.status).toBe(404);
    expect(await visitor.text()).not.toContain('Unseen Draft');
    const api = await visit('/api/shop/unseen-draft');
    expect(api.status).toBe(404);
  });

  test('a page a signed-in visitor gets is private, and the public one is unchanged by it', async () => {
    const [page] = await entryPages();
    const staff = await visit(page as string, { Cookie: admin.cookie });
    expect(staff.headers.get('Cache-Control')).toBe('private, no-cache');
    const visitor = await visit(page as string);
    expect(visitor.headers.get('Cache-Control')).toBe('no-cache');
    const entries = firstPageData(await visitor.text());
    expect(JSON.stringify(entries?.[0]?.data)).toBe(await (await visit(`/api${page}`)).text());
  });
});
