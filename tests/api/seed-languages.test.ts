import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The demo in both languages (issue 19): most entries of every type have Chinese and are published in
 * Chinese, a few stay English only, the artists carry their names in hanzi, hangul and the Revised
 * Romanization, and the home, about and legal pages have Chinese texts.
 */

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
}, 60_000);
afterAll(() => ctx.close());

const all = <Row>(sql: string) => ctx.db.raw.all<Row>(sql);
const HAN = /^\p{Script=Han}+$/u;

const TYPES: [string, string][] = [
  ['artists', 'artists'],
  ['shop', 'shop_items'],
  ['collections', 'collections'],
  ['exhibitions', 'exhibitions'],
  ['films', 'films'],
  ['publications', 'publications'],
  ['blog', 'blog_posts'],
];

const slugsOf = async (url: string) =>
  ((await (await ctx.app.request(url)).json()) as { slug: string }[]).map((entry) => entry.slug);

describe('the demo content in Chinese', () => {
  test('a good part of every type is translated and published in Chinese', () => {
    for (const [type, table] of TYPES) {
      const total = all<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)[0]?.n ?? 0;
      const published = all<{ n: number }>(
        `SELECT count(*) AS n FROM entry_publication WHERE type = '${type}' AND lang = 'zh' AND published = 1`,
      )[0]?.n;
      const titled = all<{ n: number }>(
        `SELECT count(DISTINCT entry_id) AS n FROM entry_translations WHERE type = '${type}' AND lang = 'zh'
          AND field IN ('title', 'name')`,
      )[0]?.n;
      expect({ type, published: (published ?? 0) * 2 >= total, titled }).toEqual({
        type,
        published: true,
        titled: published,
      });
    }
    for (const { value } of all<{ value: string }>(
      "SELECT value FROM entry_translations WHERE lang = 'zh' AND field = 'metaDescription'",
    ))
      expect(value).toStartWith('演示：');
  });

  test('an English-only work is in the English shop and absent from the Chinese one', async () => {
    expect(await slugsOf('/api/shop')).toContain('white-sail-at-noon');
    const chinese = await slugsOf('/api/shop?lang=zh');
    expect(chinese).not.toContain('white-sail-at-noon');
    expect(chinese).toContain('red-sun-over-the-eastern-peaks');
    expect((await ctx.app.request('/api/shop/white-sail-at-noon?lang=zh')).status).toBe(404);
    // Other types keep an English-only entry too.
    const englishOnly = all<{ slug: string }>(
      `SELECT slug FROM collections WHERE id NOT IN
        (SELECT entry_id FROM entry_publication WHERE type = 'collections' AND lang = 'zh' AND published = 1)`,
    );
    expect(englishOnly.map((row) => row.slug)).toEqual(['flowers-of-the-four-seasons']);
  });

  test('every artist has a name in hanzi, hangul and the Revised Romanization, and a pinyin key', () => {
    const rows = all<{ slug: string; english: string; form: string | null; value: string | null }>(
      `SELECT a.slug, a.name AS english, n.form, n.value FROM artists a
        LEFT JOIN entry_names n ON n.type = 'artists' AND n.entry_id = a.id ORDER BY a.slug`,
    );
    const names = all<{ slug: string; value: string }>(
      `SELECT a.slug, t.value FROM artists a JOIN entry_translations t
        ON t.type = 'artists' AND t.entry_id = a.id AND t.lang = 'zh' AND t.field = 'name'`,
    );
    expect(names).toHaveLength(8);
    for (const { value } of names) expect(value).toMatch(HAN);
    const formsOf = (slug: string) =>
      Object.fromEntries(rows.filter((r) => r.slug === slug).map((r) => [r.form ?? '', r.value ?? '']));
    for (const slug of new Set(rows.map((r) => r.slug))) {
      expect(formsOf(slug).hangul).toMatch(/^\p{Script=Hangul}+$/u);
      expect(formsOf(slug).revised).toMatch(/^[A-Z][a-z]*( [A-Z][a-z]*(-[a-z]+)?)$/);
      expect(formsOf(slug).pinyinKey).toMatch(/^[a-z]+\d( [a-z]+\d)+$/);
    }
    // The official spelling in English, the Revised Romanization and the hanja beside it, the surname read as one.
    expect(rows.find((r) => r.slug === 'pak-myong-hwa')?.english).toBe('Pak Myong Hwa');
    expect(formsOf('pak-myong-hwa')).toEqual({
      hangul: '박명화',
      hanja: '朴明華',
      revised: 'Bak Myeong-hwa',
      pinyinKey: 'piao2 ming2 hua2',
    });
    expect(names.find((n) => n.slug === 'pak-myong-hwa')?.value).toBe('朴明华');
  });

  test('the home, about and legal pages have Chinese texts, and the settings their Chinese hours', () => {
    const texts = Object.fromEntries(
      all<{ key: string; value: string }>("SELECT key, value FROM site_texts WHERE lang = 'zh'").map((r) => [
        r.key,
        JSON.parse(r.value) as string,
      ]),
    );
    for (const key of ['heroHeading', 'heroLead', 'aboutText', 'missionText', 'privacyBody', 'termsBody', 'hoursNote'])
      expect(texts[key]).toMatch(/\p{Script=Han}/u);
    expect(texts.hoursNote).toContain('{hours}');
    expect(texts.privacyBody).toContain('{email}');
    expect(texts.termsBody).toContain('href="/zh/checkout"');
    const hours = all<{ field: string }>(
      "SELECT field FROM entry_translations WHERE type = 'site-settings' AND entry_id = 0 AND lang = 'zh'",
    );
    expect(hours.map((h) => h.field).sort()).toEqual(['hoursGallery', 'hoursStudio']);
  });
});
