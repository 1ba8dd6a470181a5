import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { shopItems } from '../../server/content/types/shop-items.ts';
import { setLanguages } from '../../server/i18n/translations.ts';
import { publicTearSheetPath } from '../../shared/sheet-paths.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { pdfFonts, pdfText } from './pdf-reader.ts';

/**
 * The public tear sheet (issue 31): the work's facts as selectable text in both languages, in an embedded,
 * subset CJK font, and never a price its page hides. Whether it exists follows the artwork page: drafts,
 * scheduled works and works not published in a language have none there.
 */

let site: TestApp;
beforeAll(async () => {
  site = await createTestApp({ seed: true });
});
afterAll(() => site.close());

const get = (slug: string, lang: 'en' | 'zh' = 'en') => site.app.request(publicTearSheetPath(slug, lang));

async function sheet(slug: string, lang: 'en' | 'zh' = 'en') {
  const res = await get(slug, lang);
  expect({ slug, status: res.status }).toEqual({ slug, status: 200 });
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

const idOf = (slug: string) => {
  const row = site.db.orm.select({ id: shopItems.id }).from(shopItems).where(eq(shopItems.slug, slug)).get();
  if (!row) throw new Error(`the demo has no ${slug}`);
  return row.id;
};

/** Any amount in euros, as the site writes one in either language. */
const ANY_PRICE = /€\s?\d/;

describe('an artwork with public prices', () => {
  test('is a PDF shown in the browser, named in ASCII and by its title, cached as public reads are', async () => {
    const res = await get('morning-mist-over-mount-kumgang');
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(
      `inline; filename="tear-sheet-morning-mist-over-mount-kumgang-en.pdf"; filename*=UTF-8''Morning%20Mist%20over%20the%20Ridges%20of%20Mount%20Kumgang%20in%20Early%20Autumn%20%E2%80%93%20Tear%20sheet.pdf`,
    );
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, must-revalidate');
    const etag = res.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await site.app.request(publicTearSheetPath('morning-mist-over-mount-kumgang', 'en'), {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(new Uint8Array(await res.arrayBuffer()).slice(0, 5)).toEqual(new TextEncoder().encode('%PDF-'));
  });

  test('names the title, artist, year, medium, dimensions in cm and in, edition, price and the gallery', async () => {
    const text = await sheet('morning-mist-over-mount-kumgang');
    for (const words of [
      'Morning Mist over the Ridges of Mount Kumgang in Early Autumn',
      'Ri Chol Jun, 1987',
      'Oil on Canvas',
      '90 x 60 cm / 35 1/2 x 23 1/2 in',
      'Unique',
      '€3,200.00',
      'Bands of mist drift between ochre ridges',
      'Taedong Gallery',
      '+86 10 5555 0193',
      'info@taedong-gallery.example',
      'http://localhost:3000/shop/morning-mist-over-mount-kumgang',
    ]) {
      expect(text).toContain(words);
    }
  });

  test('a work on hold says so beside its prices, as its page does', async () => {
    const text = await sheet('magnolias-in-a-green-vase');
    expect(text).toContain('On hold');
    expect(text).toContain('45 x 60 cm: €1,800.00');
    expect(text).toContain('45 x 60 cm, framed: €2,050.00');
  });
});

describe('a price the page hides is not in the PDF', () => {
  test('on request: the words, never the amount', async () => {
    const text = await sheet('autumn-chrysanthemums');
    expect(text).toContain('Price on request');
    expect(text).not.toMatch(ANY_PRICE);
    expect(text).not.toContain('1,650');
  });

  test('not for sale: the state and no amount', async () => {
    const text = await sheet('plum-blossom-and-the-first-thaw');
    expect(text).toContain('Not for sale');
    expect(text).not.toMatch(ANY_PRICE);
    expect(text).not.toContain('1,500');
  });

  test('sold: the state and no amount', async () => {
    const text = await sheet('pine-slopes-in-high-summer');
    expect(text).toContain('Sold');
    expect(text).not.toMatch(ANY_PRICE);
    expect(text).not.toContain('2,100');
  });

  test('in Chinese too', async () => {
    const text = await sheet('autumn-chrysanthemums', 'zh');
    expect(text).toContain('价格面议');
    expect(text).not.toMatch(ANY_PRICE);
  });
});

describe('in Chinese', () => {
  test('the title, artist and labels are selectable Chinese text; the dimensions keep cm and in', async () => {
    const text = await sheet('plum-blossom-and-the-first-thaw', 'zh');
    for (const words of [
      '山村初春解冻时的梅花',
      '金英淑，1998年',
      '媒材',
      '尺寸',
      '40 x 70 cm / 15 3/4 x 27 1/2 in',
      '非卖品',
      '大同画廊',
      '作品资料',
    ]) {
      expect(text).toContain(words);
    }
  });

  test('every font is embedded and subset, the CJK one included', async () => {
    const res = await get('autumn-chrysanthemums', 'zh');
    const fonts = pdfFonts(new Uint8Array(await res.arrayBuffer()));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font).toMatchObject({ embedded: true, subset: true, unicode: true });
      expect(font.name).toMatch(/^[A-Z]{6}\+NotoSansHans-/);
    }
  });

  test('its file is named by its Chinese title as well', async () => {
    const res = await get('autumn-chrysanthemums', 'zh');
    expect(res.headers.get('Content-Disposition')).toBe(
      `inline; filename="tear-sheet-autumn-chrysanthemums-zh.pdf"; filename*=UTF-8''${encodeURIComponent('秋菊 – 作品资料.pdf')}`,
    );
  });
});

describe('no sheet where the page has none', () => {
  test('an unknown work', async () => {
    expect((await get('no-such-work')).status).toBe(404);
  });

  test('a draft, and a work scheduled for later', async () => {
    const id = idOf('red-sun-over-the-eastern-peaks');
    site.db.orm.update(shopItems).set({ status: 'draft' }).where(eq(shopItems.id, id)).run();
    expect((await get('red-sun-over-the-eastern-peaks')).status).toBe(404);
    const later = site.clock.now().getTime() + 86_400_000;
    site.db.orm.update(shopItems).set({ status: 'published', publishAt: later }).where(eq(shopItems.id, id)).run();
    expect((await get('red-sun-over-the-eastern-peaks')).status).toBe(404);
    site.db.orm.update(shopItems).set({ publishAt: null }).where(eq(shopItems.id, id)).run();
    expect((await get('red-sun-over-the-eastern-peaks')).status).toBe(200);
  });

  test('a work not published in Chinese has no Chinese sheet, as it has no Chinese page', async () => {
    const slug = 'forward-to-the-sea';
    setLanguages(site.db.orm, 'shop', idOf(slug), { zh: false });
    const zh = await get(slug, 'zh');
    expect(zh.status).toBe(404);
    expect(await zh.json()).toEqual({ error: 'Shop item not found.', languages: ['en'] });
    expect((await get(slug, 'en')).status).toBe(200);
    expect((await site.app.request(`/api/shop/${slug}?lang=zh`)).status).toBe(404);
  });

  test('an unknown language is refused, as for every public read', async () => {
    const res = await site.app.request('/api/shop/autumn-chrysanthemums/tear-sheet.pdf?lang=ko');
    expect(res.status).toBe(400);
  });
});

describe('a flood of requests', () => {
  test('is made one at a time with a few waiting; the rest are told to come back, and the site answers', async () => {
    // Each with a query string of its own, so no kept answer serves it: every one asks for a new document.
    const path = publicTearSheetPath('morning-mist-over-mount-kumgang', 'en');
    const flood = Array.from({ length: 12 }, (_, i) => site.app.request(`${path}?flood=${i}`));
    const health = await site.app.request('/api/health');
    const answers = await Promise.all(flood);
    expect(health.status).toBe(200);
    const busy = answers.filter((res) => res.status === 503);
    expect(answers.map((res) => res.status).sort()).toEqual([...Array(7).fill(200), ...Array(5).fill(503)]);
    expect(busy[0]?.headers.get('Retry-After')).toBe('5');
    expect(await busy[0]?.json()).toEqual({
      error: 'Many documents are being made just now. Try again in a few seconds.',
    });
  });
});
