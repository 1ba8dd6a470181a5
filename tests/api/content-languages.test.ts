import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { entryNames, entryPublication, entryTranslations } from '../../server/db/schema/index.ts';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';
import { fakeClientDir } from './seo-helpers.ts';

/**
 * Content in two languages through the admin API (docs/decisions/012): Chinese values and the languages an
 * entry is published in are saved with it and read back, decide what the public reads show under /zh, go
 * with a delete and come back with a restored revision.
 */

let admin: AdminApp;
let artist: number;
let img: number;

const item = (fields: Record<string, unknown> = {}) => ({
  title: 'River at Dawn',
  slug: 'river-at-dawn',
  artist,
  category: 'Print',
  medium: ['Paper'],
  description: '<p>A river at dawn.</p>',
  img,
  size_price_info: [{ size: '30 x 40 cm', price: 120 }],
  ...fields,
});

type Form = Record<string, unknown> & {
  _id: number;
  translations: { zh: Record<string, string> };
  languages: { en: boolean; zh: boolean };
  names?: Record<string, string>;
};

const form = async (path: string, slug: string) =>
  (await (await admin.get(`/api/admin/${path}/update/${slug}`)).json()) as Form;
const status = async (url: string) => (await admin.app.request(url)).status;
const slugsOf = async (url: string) =>
  ((await (await admin.app.request(url)).json()) as { slug: string }[]).map((entry) => entry.slug);
const rowsOf = (table: typeof entryTranslations | typeof entryPublication | typeof entryNames) =>
  admin.db.orm.select().from(table).all();

beforeEach(async () => {
  admin = await createAdminApp({ clientDir: fakeClientDir() });
  img = await addLibraryImage(admin.db, 'a');
  const res = await admin.call('POST', '/api/admin/artists/new', {
    name: 'Pak Tong Gu',
    slug: 'pak-tong-gu',
    bio: '<p>A painter.</p>',
    img,
    translations: { zh: { name: '朴东九', bio: '<p>画家。</p>' } },
    languages: { zh: true },
    names: { hangul: '박동구', revised: 'Bak Dong-gu' },
  });
  expect(res.status).toBe(201);
  artist = (await form('artists', 'pak-tong-gu'))._id;
});
afterEach(() => admin.close());

describe('saving and reading back', () => {
  test("an artist's Chinese values, languages and name forms are read back; the pinyin key is made", async () => {
    const saved = await form('artists', 'pak-tong-gu');
    expect(saved.translations).toEqual({ zh: { name: '朴东九', bio: '<p>画家。</p>' } });
    expect(saved.languages).toEqual({ en: true, zh: true });
    expect(saved.names).toMatchObject({ hangul: '박동구', revised: 'Bak Dong-gu' });
    expect(saved.names?.pinyinKey).toEndWith('dong1 jiu3');

    // As a surname 朴 reads piáo, which staff correct; the key they write is kept.
    const { _id, translations, languages, names, ...values } = saved;
    const res = await admin.call('PUT', '/api/admin/artists/update/pak-tong-gu', {
      ...values,
      names: { ...names, pinyinKey: 'piao2 dong1 jiu3' },
    });
    expect(res.status).toBe(200);
    expect((await form('artists', 'pak-tong-gu')).names?.pinyinKey).toBe('piao2 dong1 jiu3');
  });

  test('a generated pinyin key follows a renamed Chinese name; a corrected one stays', async () => {
    const { _id, translations, languages, names, ...values } = await form('artists', 'pak-tong-gu');
    const rename = (name: string, keys: Record<string, string> | undefined) =>
      admin.call('PUT', '/api/admin/artists/update/pak-tong-gu', {
        ...values,
        translations: { zh: { name } },
        names: keys,
      });
    expect((await rename('长城', names)).status).toBe(200);
    const renamed = await form('artists', 'pak-tong-gu');
    expect(renamed.names?.pinyinKey).toBe('chang2 cheng2');
    const corrected = { ...renamed.names, pinyinKey: 'zhang3 cheng2' };
    expect((await rename('长城', corrected)).status).toBe(200);
    expect((await rename('重庆', corrected)).status).toBe(200);
    expect((await form('artists', 'pak-tong-gu')).names?.pinyinKey).toBe('zhang3 cheng2');
  });

  test('a body without languages leaves them as they were (the SPEC calls keep working)', async () => {
    const { _id, translations, languages, names, ...values } = await form('artists', 'pak-tong-gu');
    const res = await admin.call('PUT', '/api/admin/artists/update/pak-tong-gu', { ...values, bio: '<p>Now.</p>' });
    expect(res.status).toBe(200);
    const after = await form('artists', 'pak-tong-gu');
    expect(after.translations).toEqual(translations);
    expect(after.languages).toEqual(languages);
    expect(after.names).toEqual(names as Record<string, string>);
  });

  test('Chinese values are checked: too long is refused naming the field; rich text is sanitised', async () => {
    const long = await admin.call(
      'POST',
      '/api/admin/shop/new',
      item({ translations: { zh: { title: '长'.repeat(201) } } }),
    );
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      errors: [{ msg: 'Chinese title can be at most 200 characters.', path: 'translations.zh.title' }],
    });
    const res = await admin.call(
      'POST',
      '/api/admin/shop/new',
      item({ translations: { zh: { title: '黎明之河', description: '<p>河<script>x()</script></p>' } } }),
    );
    expect(res.status).toBe(201);
    expect((await form('shop', 'river-at-dawn')).translations.zh).toEqual({
      title: '黎明之河',
      description: '<p>河</p>',
    });
  });
});

describe('publishing per language', () => {
  test('English only, then Chinese later: absent from /zh until published there', async () => {
    expect((await admin.call('POST', '/api/admin/shop/new', item())).status).toBe(201);
    expect(await slugsOf('/api/shop')).toContain('river-at-dawn');
    expect(await slugsOf('/api/shop?lang=zh')).not.toContain('river-at-dawn');
    expect(await status('/api/shop/river-at-dawn')).toBe(200);
    expect(await status('/api/shop/river-at-dawn?lang=zh')).toBe(404);
    expect(await status('/zh/shop/river-at-dawn')).toBe(404);
    expect(await status('/shop/river-at-dawn')).toBe(200);

    const { _id, ...values } = await form('shop', 'river-at-dawn');
    const res = await admin.call('PUT', '/api/admin/shop/update/river-at-dawn', {
      ...values,
      _id,
      translations: { zh: { title: '黎明之河' } },
      languages: { en: true, zh: true },
    });
    expect(res.status).toBe(200);
    expect(await slugsOf('/api/shop?lang=zh')).toContain('river-at-dawn');
    expect(await status('/api/shop/river-at-dawn?lang=zh')).toBe(200);
    expect(await status('/zh/shop/river-at-dawn')).toBe(200);
    expect(await slugsOf('/api/shop')).toContain('river-at-dawn');
  });

  test('a Chinese-only entry is absent in English and present in Chinese', async () => {
    const body = item({ translations: { zh: { title: '黎明之河' } }, languages: { en: false, zh: true } });
    expect((await admin.call('POST', '/api/admin/shop/new', body)).status).toBe(201);
    expect(await slugsOf('/api/shop')).not.toContain('river-at-dawn');
    expect(await status('/api/shop/river-at-dawn')).toBe(404);
    expect(await slugsOf('/api/shop?lang=zh')).toContain('river-at-dawn');
  });

  test('publishing in Chinese without the Chinese title is refused and changes nothing', async () => {
    expect((await admin.call('POST', '/api/admin/shop/new', item())).status).toBe(201);
    const before = await form('shop', 'river-at-dawn');
    const { _id, translations, languages, ...values } = before;
    const res = await admin.call('PUT', '/api/admin/shop/update/river-at-dawn', {
      ...values,
      title: 'Changed',
      translations: { zh: { description: '<p>河</p>' } },
      languages: { zh: true },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ msg: 'Chinese title is required to publish in Chinese.', path: 'translations.zh.title' }],
    });
    expect(await form('shop', 'river-at-dawn')).toEqual(before);
    const artistRefused = await admin.call('POST', '/api/admin/artists/new', {
      name: 'Ri Chol',
      slug: 'ri-chol',
      bio: '<p>A painter.</p>',
      img,
      languages: { zh: true },
    });
    expect(await artistRefused.json()).toEqual({
      errors: [{ msg: 'Chinese name is required to publish in Chinese.', path: 'translations.zh.name' }],
    });
  });
});

describe('lists, delete and revisions', () => {
  test("the dashboard list gives each entry's languages and whether Chinese is missing; search finds Chinese", async () => {
    expect((await admin.call('POST', '/api/admin/shop/new', item())).status).toBe(201);
    const list = async (q = '') =>
      (
        (await (await admin.get(`/api/admin/lists?type=shop&q=${encodeURIComponent(q)}`)).json()) as {
          entries: { slug: string; languages: unknown; chineseMissing: boolean }[];
        }
      ).entries;
    expect(await list()).toMatchObject([
      { slug: 'river-at-dawn', languages: { en: true, zh: false }, chineseMissing: true },
    ]);
    const artists = (await (await admin.get('/api/admin/lists?type=artists&q=东九')).json()) as {
      entries: { slug: string; languages: unknown; chineseMissing: boolean }[];
    };
    expect(artists.entries).toMatchObject([
      { slug: 'pak-tong-gu', languages: { en: true, zh: true }, chineseMissing: false },
    ]);
  });

  test('a delete, and a bulk delete, remove the Chinese values, languages and name forms', async () => {
    const body = item({ translations: { zh: { title: '黎明之河' } }, languages: { zh: true } });
    expect((await admin.call('POST', '/api/admin/shop/new', body)).status).toBe(201);
    const { _id } = await form('shop', 'river-at-dawn');
    const bulk = await admin.call('POST', '/api/admin/lists/bulk', { type: 'shop', action: 'delete', ids: [_id] });
    expect(bulk.status).toBe(200);
    expect(rowsOf(entryTranslations).filter((row) => row.type === 'shop')).toEqual([]);
    expect(rowsOf(entryPublication).filter((row) => row.type === 'shop')).toEqual([]);

    expect(rowsOf(entryTranslations).length).toBeGreaterThan(0);
    const res = await admin.call('DELETE', '/api/admin/artists/delete/pak-tong-gu');
    expect(res.status).toBe(200);
    expect(rowsOf(entryTranslations)).toEqual([]);
    expect(rowsOf(entryPublication)).toEqual([]);
    expect(rowsOf(entryNames)).toEqual([]);
  });

  test('restoring a revision brings back its Chinese values and languages', async () => {
    const { _id, ...values } = await form('artists', 'pak-tong-gu');
    const res = await admin.call('PUT', '/api/admin/artists/update/pak-tong-gu', {
      ...values,
      translations: { zh: { name: '朴东九', bio: '' } },
      languages: { en: true, zh: false },
    });
    expect(res.status).toBe(200);
    expect((await form('artists', 'pak-tong-gu')).translations.zh).toEqual({ name: '朴东九' });
    const revisions = (await (await admin.get(`/api/admin/artists/${_id}/revisions`)).json()) as {
      items: { id: number }[];
    };
    const first = revisions.items.at(-1)?.id;
    const restored = await admin.call('POST', `/api/admin/artists/${_id}/revisions/${first}/restore`);
    expect(restored.status).toBe(200);
    const after = await form('artists', 'pak-tong-gu');
    expect(after.translations.zh).toEqual({ name: '朴东九', bio: '<p>画家。</p>' });
    expect(after.languages).toEqual({ en: true, zh: true });
  });
});
