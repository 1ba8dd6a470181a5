import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { shopItems } from '../../server/content/types/shop-items.ts';
import { createSession } from '../../server/services/sessions.ts';
import { priceListPath, staffTearSheetPath } from '../../shared/sheet-paths.ts';
import { addUser } from './auth-fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { pdfFonts, pdfPages, pdfText } from './pdf-reader.ts';

/**
 * Staff's tear sheets and price lists (issue 31): any work in any state, with its real prices, in English or
 * Chinese; a list has its date, 'Prices valid until' and page numbers, and a long one runs over pages.
 */

let site: TestApp;
let cookie: string;
let ids: number[];
beforeAll(async () => {
  site = await createTestApp({ seed: true });
  // Sales staff read the catalogue and send the lists: the role that may change least is the one tested.
  const sales = await addUser(site.db, 'sales@gallery.example', 'a price list on mulberry paper', 'sales');
  cookie = `session=${createSession(site.db, sales.id, site.clock.now())}`;
  ids = site.db.orm
    .select({ id: shopItems.id })
    .from(shopItems)
    .orderBy(shopItems.id)
    .all()
    .map((row) => row.id);
});
afterAll(() => site.close());

const read = (path: string, withCookie = true) =>
  site.app.request(path, { headers: withCookie ? { Cookie: cookie } : {} });

async function pdf(path: string) {
  const res = await read(path);
  expect({ path, status: res.status, type: res.headers.get('Content-Type') }).toEqual({
    path,
    status: 200,
    type: 'application/pdf',
  });
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return new Uint8Array(await res.arrayBuffer());
}

const idOf = (slug: string) => {
  const row = site.db.orm.select({ id: shopItems.id }).from(shopItems).where(eq(shopItems.slug, slug)).get();
  if (!row) throw new Error(`the demo has no ${slug}`);
  return row.id;
};

describe('without a session', () => {
  test('both are refused', async () => {
    for (const path of [staffTearSheetPath(ids[0] ?? 1, 'en'), priceListPath(ids, 'en')]) {
      const res = await read(path, false);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });
});

describe("staff's tear sheet", () => {
  test('shows the real price of a work on request, and a draft has one too', async () => {
    const id = idOf('autumn-chrysanthemums');
    site.db.orm.update(shopItems).set({ status: 'draft' }).where(eq(shopItems.id, id)).run();
    try {
      const text = pdfText(await pdf(staffTearSheetPath(id, 'en')));
      expect(text).toContain('Autumn Chrysanthemums');
      expect(text).toContain('€1,650.00');
      expect(text).not.toContain('Price on request');
    } finally {
      site.db.orm.update(shopItems).set({ status: 'published' }).where(eq(shopItems.id, id)).run();
    }
  });

  test('in Chinese, with the state and amount of a work not for sale', async () => {
    const text = pdfText(await pdf(staffTearSheetPath(idOf('plum-blossom-and-the-first-thaw'), 'zh')));
    expect(text).toContain('山村初春解冻时的梅花');
    expect(text).toContain('非卖品');
    expect(text).toContain('€1,500.00');
  });

  test('an unknown work is a 404, a bad language a 400', async () => {
    expect((await read(staffTearSheetPath(999_999, 'en'))).status).toBe(404);
    expect((await read('/api/admin/sheets/tear-sheet/x')).status).toBe(404);
    expect((await read(`/api/admin/sheets/tear-sheet/${ids[0]}?lang=ko`)).status).toBe(400);
  });
});

describe("staff's price list", () => {
  test('lists the chosen works in order with real prices, the date, the validity and page numbers', async () => {
    const chosen = [
      idOf('pine-slopes-in-high-summer'),
      idOf('autumn-chrysanthemums'),
      idOf('morning-mist-over-mount-kumgang'),
    ];
    const bytes = await pdf(priceListPath(chosen, 'en'));
    const text = pdfText(bytes);
    expect(text).toContain('Date: 15 January 2026');
    expect(text).toContain('Prices valid until 14 February 2026');
    expect(text).toContain('3 works');
    expect(text).toContain('Page 1 of 1');
    expect(pdfPages(bytes)).toBe(1);
    const at = (words: string) => text.indexOf(words);
    expect(at('Pine Slopes in High Summer')).toBeLessThan(at('Autumn Chrysanthemums'));
    expect(at('Autumn Chrysanthemums')).toBeLessThan(at('Morning Mist over the Ridges'));
    for (const words of [
      'Sold',
      '€2,100.00',
      '€1,650.00',
      '€3,200.00',
      'Ri Chol Jun, 1987',
      '90 x 60 cm / 35 1/2 x 23 1/2 in',
    ]) {
      expect(text).toContain(words);
    }
  });

  test('staff may name the day the prices hold until', async () => {
    const text = pdfText(await pdf(`${priceListPath(ids.slice(0, 2), 'en')}&until=2026-03-31`));
    expect(text).toContain('Prices valid until 31 March 2026');
  });

  test('in Chinese, with Chinese titles, labels and page numbers in an embedded subset font', async () => {
    const bytes = await pdf(priceListPath([idOf('autumn-chrysanthemums'), idOf('magnolias-in-a-green-vase')], 'zh'));
    const text = pdfText(bytes);
    for (const words of [
      '价目表',
      '日期：2026年1月15日',
      '价格有效期至2026年2月14日',
      '秋菊',
      '绿瓶玉兰',
      '已预留',
      '第 1 页，共 1 页',
    ]) {
      expect(text).toContain(words);
    }
    for (const font of pdfFonts(bytes)) expect(font).toMatchObject({ embedded: true, subset: true });
  });

  test('fifty works run over pages, each numbered of the whole', async () => {
    const fifty = Array.from({ length: 50 }, (_, index) => ids[index % ids.length] ?? 0);
    // The list takes each work once, so fifty distinct works are made from the demo's.
    const copies = fifty.map((id, index) => copyWork(id, index));
    const bytes = await pdf(priceListPath(copies, 'en'));
    const pages = pdfPages(bytes);
    // A row is its 64 pt thumbnail and a gap: 7 fit under the first page's heading, 8 on each page after.
    expect(pages).toBe(7);
    const text = pdfText(bytes);
    expect(text).toContain('50 works');
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).not.toContain(`Page ${pages + 1} of`);
    expect(bytes.byteLength).toBeLessThan(2_000_000);
  });

  test('ids are whole numbers, at most a hundred, and a language is en or zh', async () => {
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1);
    for (const path of [
      '/api/admin/sheets/price-list?lang=en',
      '/api/admin/sheets/price-list?ids=1,x',
      priceListPath(tooMany, 'en'),
      '/api/admin/sheets/price-list?ids=1&lang=fr',
      '/api/admin/sheets/price-list?ids=1&until=soon',
    ]) {
      expect({ path, status: (await read(path)).status }).toEqual({ path, status: 400 });
    }
    expect((await read(priceListPath([999_998, 999_999], 'en'))).status).toBe(404);
  });
});

/** A copy of a work under a new slug, as staff might list fifty for a fair. */
function copyWork(id: number, index: number): number {
  const row = site.db.orm.select().from(shopItems).where(eq(shopItems.id, id)).get();
  if (!row) throw new Error(`no work ${id}`);
  const { id: _, ...rest } = row;
  const copy = site.db.orm
    .insert(shopItems)
    .values({ ...rest, slug: `${row.slug}-copy-${index}`, title: `${row.title} (${index + 1})` })
    .returning({ id: shopItems.id })
    .get();
  return copy.id;
}
