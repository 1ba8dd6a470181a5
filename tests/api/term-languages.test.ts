import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { entryTranslations, terms } from '../../server/db/schema/index.ts';
import { TERMS_ZH } from '../../server/seed/demo/zh-terms.ts';
import { type AdminApp, createAdminApp } from './admin-fixtures.ts';
import { builtClient, createTestApp } from './helpers.ts';

/**
 * The names of media, categories and collections in Chinese: staff give each its Chinese name beside the
 * English one, a Chinese page reads them by English name (the key items and addresses keep), and an English
 * page reads none.
 */

type Errors = { errors: { msg: string; path: string }[] };
type Term = { id: number; kind: string; name: string; nameZh: string };
type Labels = Record<'medium' | 'category' | 'collection', Record<string, string>>;

let admin: AdminApp;
beforeEach(async () => {
  admin = await createAdminApp();
});
afterEach(() => admin.close());

const termNamed = async (kind: string, name: string) => {
  const list = (await (await admin.call('GET', `/api/admin/terms?kind=${kind}`)).json()) as Term[];
  const term = list.find((t) => t.name === name);
  if (!term) throw new Error(`No ${kind} named ${name}`);
  return term;
};
const labels = async (query = '') => (await (await admin.app.request(`/api/site/terms${query}`)).json()) as Labels;
const update = (id: number, body: unknown) => admin.call('PUT', `/api/admin/terms/update/${id}`, body);

describe('term names in Chinese', () => {
  test('staff save a Chinese name; Chinese pages read it by the English name, English pages read none', async () => {
    const oil = await termNamed('medium', 'Oil on canvas');
    expect(oil.nameZh).toBe('');
    const res = await update(oil.id, { name: 'Oil on canvas', nameZh: ' 布面油画 ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: oil.id, name: 'Oil on canvas', nameZh: '布面油画' });
    expect((await termNamed('medium', 'Oil on canvas')).nameZh).toBe('布面油画');

    expect(await labels('?lang=zh')).toEqual({ medium: { 'Oil on canvas': '布面油画' }, category: {}, collection: {} });
    const english = await admin.app.request('/api/site/terms');
    expect(english.status).toBe(200);
    expect(english.headers.get('Cache-Control')).toContain('public');
    expect(await english.json()).toEqual({ medium: {}, category: {}, collection: {} });
  });

  test('a rename keeps the Chinese name, a save without it keeps it, and an empty one removes it', async () => {
    const print = await termNamed('category', 'Print');
    expect((await update(print.id, { name: 'Print', nameZh: '版画' })).status).toBe(200);
    expect((await update(print.id, { name: 'Fine print' })).status).toBe(200);
    expect((await labels('?lang=zh')).category).toEqual({ 'Fine print': '版画' });
    expect((await termNamed('category', 'Fine print')).nameZh).toBe('版画');

    expect((await update(print.id, { name: 'Fine print', nameZh: '' })).status).toBe(200);
    expect((await labels('?lang=zh')).category).toEqual({});
    expect((await termNamed('category', 'Fine print')).nameZh).toBe('');
  });

  test('deleting a term deletes its Chinese name', async () => {
    const paper = await termNamed('medium', 'Paper');
    expect((await update(paper.id, { name: 'Paper', nameZh: '纸本' })).status).toBe(200);
    expect((await admin.call('DELETE', `/api/admin/terms/delete/${paper.id}`)).status).toBe(200);
    const rows = admin.db.orm
      .select()
      .from(entryTranslations)
      .where(and(eq(entryTranslations.type, 'terms'), eq(entryTranslations.entryId, paper.id)))
      .all();
    expect(rows).toEqual([]);
    expect((await labels('?lang=zh')).medium).toEqual({});
  });

  test('a Chinese name that is too long or not text is refused, naming the field', async () => {
    const oil = await termNamed('medium', 'Oil on canvas');
    const long = await update(oil.id, { name: 'Oil on canvas', nameZh: '油'.repeat(101) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as Errors).errors).toEqual([
      { msg: 'Chinese name can be at most 100 characters.', path: 'nameZh' },
    ]);
    const notText = await update(oil.id, { name: 'Oil on canvas', nameZh: 7 });
    expect(((await notText.json()) as Errors).errors).toEqual([{ msg: 'Chinese name must be text.', path: 'nameZh' }]);
    expect((await termNamed('medium', 'Oil on canvas')).nameZh).toBe('');
  });

  test('every medium, category and collection of the demo has its Chinese name, sent with Chinese pages', async () => {
    const demo = await createTestApp({ seed: true, clientDir: builtClient() });
    try {
      const read = (await (await demo.app.request('/api/site/terms?lang=zh')).json()) as Labels;
      const all = demo.db.orm.select().from(terms).all();
      expect(all.length).toBe(12);
      for (const term of all) {
        expect({ term: term.name, zh: read[term.kind][term.name] }).toEqual({
          term: term.name,
          zh: TERMS_ZH[term.kind][term.name],
        });
      }
      expect(read.medium['Woodcut Print']).toBe('木刻版画');

      // The page carries the names with its first screen in Chinese only (an English page never asks).
      const zhPage = await (await demo.app.request('/zh/shop/tractor-driver-at-harvest-time')).text();
      expect(zhPage).toContain('"key":["site-terms"]');
      expect(zhPage).toContain('木刻版画');
      const enPage = await (await demo.app.request('/shop/tractor-driver-at-harvest-time')).text();
      expect(enPage).toContain('"key":["shop","tractor-driver-at-harvest-time"]');
      expect(enPage).not.toContain('"key":["site-terms"]');
    } finally {
      demo.close();
    }
  });
});
