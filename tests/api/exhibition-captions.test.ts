import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';
import { fakeClientDir } from './seo-helpers.ts';

/**
 * The captions of an exhibition's extra images in Chinese (docs/decisions/012): staff write each beside the
 * English one, the Chinese page shows them, a caption without Chinese shows in English and is named in
 * `fallback`, and each caption stays with its picture when the list is reordered.
 */

type Extra = { img: number | { _id: number }; description: string };
type Form = Record<string, unknown> & {
  _id: number;
  additional_imgs_with_descriptions: Extra[];
  translations: { zh: Record<string, string> };
  rowTranslations?: { zh: Record<string, string[]> };
};
type Public = {
  additional_imgs_with_descriptions: { img: { _id: number }; description: string }[];
  fallback?: string[];
};
type Errors = { errors: { msg: string; path: string }[] };

const SLUG = 'spring-show';
const URL = `/api/admin/exhibitions/update/${SLUG}`;

let admin: AdminApp;
let img: { a: number; b: number; c: number };

const exhibition = (fields: Record<string, unknown> = {}) => ({
  title: 'Spring Show',
  slug: SLUG,
  artists: [],
  works: [],
  introduction: '<p>Paintings of spring.</p>',
  body: '<p>The body.</p>',
  img: img.a,
  additional_imgs_with_descriptions: [
    { img: img.b, description: 'The first room' },
    { img: img.c, description: 'The second room' },
  ],
  translations: { zh: { title: '春季展' } },
  languages: { zh: true },
  ...fields,
});

const form = async () => (await (await admin.get(URL)).json()) as Form;
const publicRead = async (query = '') =>
  (await (await admin.app.request(`/api/explore/exhibitions/${SLUG}${query}`)).json()) as Public;
const captions = (read: Public) => read.additional_imgs_with_descriptions.map((e) => e.description);

beforeEach(async () => {
  admin = await createAdminApp({ clientDir: fakeClientDir() });
  img = {
    a: await addLibraryImage(admin.db, 'a'),
    b: await addLibraryImage(admin.db, 'b'),
    c: await addLibraryImage(admin.db, 'c'),
  };
  const res = await admin.call(
    'POST',
    '/api/admin/exhibitions/new',
    exhibition({ rowTranslations: { zh: { additional_imgs_with_descriptions: [' 第一展厅 ', ''] } } }),
  );
  expect(res.status).toBe(201);
});
afterEach(() => admin.close());

describe('exhibition captions in Chinese', () => {
  test('staff save them beside the English; the Chinese read shows them, an unwritten one in English', async () => {
    const saved = await form();
    expect(saved.rowTranslations).toEqual({ zh: { additional_imgs_with_descriptions: ['第一展厅', ''] } });
    expect(saved.translations.zh).toEqual({ title: '春季展' });

    const zh = await publicRead('?lang=zh');
    expect(captions(zh)).toEqual(['第一展厅', 'The second room']);
    expect(zh.fallback).toContain('additional_imgs_with_descriptions.1');
    expect(zh.fallback).not.toContain('additional_imgs_with_descriptions.0');

    const en = await publicRead();
    expect(captions(en)).toEqual(['The first room', 'The second room']);
    expect(en.fallback).toBeUndefined();
  });

  test('each caption stays with its picture when the list is reordered, even by a body without them', async () => {
    const { _id, rowTranslations, ...values } = await form();
    const reordered = await admin.call('PUT', URL, {
      ...values,
      additional_imgs_with_descriptions: [
        { img: img.c, description: 'The second room' },
        { img: img.b, description: 'The first room' },
      ],
    });
    expect(reordered.status).toBe(200);
    expect((await form()).rowTranslations?.zh.additional_imgs_with_descriptions).toEqual(['', '第一展厅']);
    expect(captions(await publicRead('?lang=zh'))).toEqual(['The second room', '第一展厅']);

    // Both written, then one emptied: the emptied one is gone, the other kept.
    const both = { additional_imgs_with_descriptions: ['第二展厅', '第一展厅'] };
    expect((await admin.call('PUT', URL, { ...(await form()), rowTranslations: { zh: both } })).status).toBe(200);
    expect(captions(await publicRead('?lang=zh'))).toEqual(['第二展厅', '第一展厅']);
    const marked = (await publicRead('?lang=zh')).fallback?.filter((f) => f.startsWith('additional_imgs'));
    expect(marked).toEqual([]);
    const one = { additional_imgs_with_descriptions: ['', '第一展厅'] };
    expect((await admin.call('PUT', URL, { ...(await form()), rowTranslations: { zh: one } })).status).toBe(200);
    expect(captions(await publicRead('?lang=zh'))).toEqual(['The second room', '第一展厅']);
  });

  test('a caption that is too long, or captions that are not a list, are refused naming the field', async () => {
    const long = await admin.call('PUT', URL, {
      ...(await form()),
      rowTranslations: { zh: { additional_imgs_with_descriptions: ['展'.repeat(2001), ''] } },
    });
    expect(long.status).toBe(400);
    expect(((await long.json()) as Errors).errors).toEqual([
      {
        msg: 'Each Chinese description can be at most 2,000 characters.',
        path: 'rowTranslations.zh.additional_imgs_with_descriptions.0',
      },
    ]);
    const notList = await admin.call('PUT', URL, {
      ...(await form()),
      rowTranslations: { zh: { additional_imgs_with_descriptions: '第一展厅' } },
    });
    expect(notList.status).toBe(400);
    expect(((await notList.json()) as Errors).errors[0]).toEqual({
      msg: 'Chinese descriptions must be a list of texts.',
      path: 'rowTranslations.zh.additional_imgs_with_descriptions',
    });
    expect(captions(await publicRead('?lang=zh'))).toEqual(['第一展厅', 'The second room']);
  });

  test('restoring a revision still restores the Chinese texts; the captions stay with their pictures', async () => {
    const { _id, ...values } = await form();
    const changed = await admin.call('PUT', URL, {
      ...values,
      translations: { zh: { title: '春天' } },
      rowTranslations: { zh: { additional_imgs_with_descriptions: ['第一展厅', '第二展厅'] } },
    });
    expect(changed.status).toBe(200);
    const history = await admin.get(`/api/admin/exhibitions/${_id}/revisions`);
    const first = ((await history.json()) as { items: { id: number }[] }).items.at(-1)?.id;
    expect((await admin.call('POST', `/api/admin/exhibitions/${_id}/revisions/${first}/restore`)).status).toBe(200);
    const after = await form();
    expect(after.translations.zh.title).toBe('春季展');
    expect(after.rowTranslations?.zh.additional_imgs_with_descriptions).toEqual(['第一展厅', '第二展厅']);
  });
});
