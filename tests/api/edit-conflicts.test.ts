import { afterEach, beforeEach, expect, test } from 'bun:test';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';

/**
 * Two members of staff (or two tabs) edit the same entry. The form's answer carries the entry's version as its
 * ETag and a save names it in If-Match: a save from a form loaded before another save is refused with 412 and
 * writes nothing, so one save stands whole and the other person is told.
 */

let ctx: AdminApp;
let img: number;

beforeEach(async () => {
  ctx = await createAdminApp();
  img = await addLibraryImage(ctx.db, 'portrait');
  expect((await ctx.call('POST', '/api/admin/artists/new', artist())).status).toBe(201);
});
afterEach(() => ctx?.close());

function artist(fields: Record<string, unknown> = {}) {
  return { name: 'Kim Song Gun', slug: 'kim-song-gun', bio: '<p>A painter.</p>', img, additional_imgs: [], ...fields };
}

type Form = { _id: number; name: string; bio: string };
async function load() {
  const res = await ctx.get('/api/admin/artists/update/kim-song-gun');
  return { form: (await res.json()) as Form, tag: res.headers.get('ETag') ?? '' };
}
const save = (fields: Record<string, unknown>, ifMatch?: string) =>
  ctx.call(
    'PUT',
    '/api/admin/artists/update/kim-song-gun',
    artist(fields),
    ifMatch === undefined ? {} : { 'If-Match': ifMatch },
  );

test('a save from a form loaded before another save is refused and changes nothing', async () => {
  const first = await load();
  const second = await load();
  expect(first.tag).toMatch(/^"\d+"$/);
  expect(second.tag).toBe(first.tag);

  const saved = await save({ _id: first.form._id, bio: '<p>Edited in the first tab.</p>' }, first.tag);
  expect(saved.status).toBe(200);
  const tag = saved.headers.get('ETag') ?? '';
  expect(tag).not.toBe(first.tag);
  expect((await load()).tag).toBe(tag);

  const refused = await save({ _id: second.form._id, name: 'Kim Song-gun' }, second.tag);
  expect(refused.status).toBe(412);
  expect(((await refused.json()) as { error: string }).error).toBe(
    'Someone else saved this artist after you opened it. Your changes are still in the form: copy them, reload the page to see the saved version, and make them again.',
  );
  const stored = await load();
  expect(stored.form).toMatchObject({ name: 'Kim Song Gun', bio: '<p>Edited in the first tab.</p>' });
  expect(stored.tag).toBe(tag);
  const history = (await (await ctx.get(`/api/admin/artists/${first.form._id}/revisions`)).json()) as {
    items: unknown[];
  };
  expect(history.items).toHaveLength(2);

  // The tab that saved goes on saving with the version its save answered; a proxy's weak tag names it too.
  const again = await save({ _id: first.form._id, bio: '<p>Edited twice.</p>' }, `W/${tag}`);
  expect(again.status).toBe(200);
  expect(again.headers.get('ETag')).not.toBe(tag);
});

test('a save without If-Match (an API client of its own) is not checked; a tag never given is a bad request', async () => {
  const { form } = await load();
  expect((await save({ _id: form._id, bio: '<p>One.</p>' })).status).toBe(200);
  expect((await save({ _id: form._id, bio: '<p>Two.</p>' }, '*')).status).toBe(200);
  const stored = await load();
  expect(stored.form.bio).toBe('<p>Two.</p>');
  for (const tag of ['yesterday', '"abc"', `${stored.tag}, "1"`]) {
    const refused = await save({ _id: form._id, bio: '<p>Three.</p>' }, tag);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'If-Match must be the ETag the entry was loaded with, such as "1764000000000".',
    );
  }
  expect(await load()).toEqual(stored);
});
