import { afterEach, beforeEach, expect, test } from 'bun:test';
import { ALL_IMAGES_REQUIRED, STATIC_IMAGE_SLOTS } from '../../shared/static-images.ts';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';

/** The static images screen's calls (SPEC 7 'GET /api/admin/static-images', 'POST .../update'). */

let admin: AdminApp;
let first: number;
let second: number;

beforeEach(async () => {
  admin = await createAdminApp();
  first = await addLibraryImage(admin.db, 'first');
  second = await addLibraryImage(admin.db, 'second');
});
afterEach(() => admin.close());

const every = (id: number) => Object.fromEntries(STATIC_IMAGE_SLOTS.map((slot) => [slot, id]));

test('all seven slots are listed, empty ones with no image', async () => {
  const res = await admin.get('/api/admin/static-images');
  expect(await res.json()).toEqual(STATIC_IMAGE_SLOTS.map((name) => ({ name, img: null })));
});

test('setting all seven shows them on the public calls, and setting again replaces them', async () => {
  expect(await (await admin.call('POST', '/api/admin/static-images/update', every(first))).json()).toEqual({
    success: true,
  });
  expect(
    await (await admin.call('POST', '/api/admin/static-images/update', { ...every(first), contactMap: second })).json(),
  ).toEqual({ success: true });
  const map = (await (await admin.app.request('/api/static-images/contactMap')).json()) as { img: { _id: number } };
  expect(map.img._id).toBe(second);
  const banner = (await (await admin.app.request('/api/static-images/contactBanner')).json()) as {
    img: { _id: number };
  };
  expect(banner.img._id).toBe(first);
  const listed = (await (await admin.get('/api/admin/static-images')).json()) as {
    name: string;
    img: { _id: number };
  }[];
  expect(listed.map((s) => [s.name, s.img._id])).toEqual(
    STATIC_IMAGE_SLOTS.map((s) => [s, s === 'contactMap' ? second : first]),
  );
});

test("a missing slot is refused with the SPEC's text, and nothing changes", async () => {
  const { contactMap: _, ...six } = every(first);
  const res = await admin.call('POST', '/api/admin/static-images/update', six);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ errors: [{ msg: ALL_IMAGES_REQUIRED, path: 'contactMap' }] });
  expect(ALL_IMAGES_REQUIRED).toBe('All images must be specified.');
  expect((await admin.app.request('/api/static-images/bonnerImg')).status).toBe(404);
});

test('an image that does not exist is refused, and nothing changes', async () => {
  const res = await admin.call('POST', '/api/admin/static-images/update', { ...every(first), filmsImg: 9999 });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    errors: [{ msg: 'The image chosen for filmsImg no longer exists.', path: 'filmsImg' }],
  });
  expect((await admin.app.request('/api/static-images/bonnerImg')).status).toBe(404);
});

test('the public list carries all seven in one answer, an empty slot as null, and follows a save', async () => {
  const publicList = async () =>
    (await (await admin.app.request('/api/static-images')).json()) as { name: string; img: { _id: number } | null }[];
  expect(await publicList()).toEqual(STATIC_IMAGE_SLOTS.map((name) => ({ name, img: null })));
  expect(
    (await admin.call('POST', '/api/admin/static-images/update', { ...every(first), contactMap: second })).status,
  ).toBe(200);
  const listed = await publicList();
  expect(listed.map((slot) => slot.name)).toEqual([...STATIC_IMAGE_SLOTS]);
  expect(listed.map((slot) => slot.img?._id)).toEqual(
    STATIC_IMAGE_SLOTS.map((name) => (name === 'contactMap' ? second : first)),
  );
});
