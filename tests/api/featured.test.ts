import { afterEach, beforeEach, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { shopItems } from '../../server/content/types/shop-items.ts';
import { FEATURED_TEXTS } from '../../shared/featured.ts';
import { type AdminApp, createAdminApp } from './admin-fixtures.ts';
import { TEST_ORIGIN } from './helpers.ts';

/** The home page's featured works: staff choose and order them, and the home page falls back to the newest. */

type Card = { _id: number; slug: string; title: string; availability: string };

let admin: AdminApp;
let shop: Card[];

beforeEach(async () => {
  admin = await createAdminApp({ seed: true });
  shop = (await (await admin.app.request('/api/shop')).json()) as Card[];
});
afterEach(() => admin.close());

const home = async () => {
  const res = await admin.app.request('/api/shop/featured?for=home');
  expect(res.status).toBe(200);
  return ((await res.json()) as Card[]).map((card) => card.slug);
};
const choose = (ids: number[]) => admin.call('PUT', '/api/admin/featured', { ids });
const at = (index: number) => shop[index] as Card;

test('the chosen works are shown in the order staff gave, and the admin reads the same order', async () => {
  const picked = [at(9), at(2), at(14), at(5)];
  const res = await choose(picked.map((card) => card._id));
  expect(res.status).toBe(200);
  expect(((await res.json()) as Card[]).map((card) => card.slug)).toEqual(picked.map((card) => card.slug));
  expect(await home()).toEqual(picked.map((card) => card.slug));
  const listed = (await (await admin.get('/api/admin/featured')).json()) as Card[];
  expect(listed.map((card) => card._id)).toEqual(picked.map((card) => card._id));
});

test('fewer than four chosen are made up with the newest; none chosen is the newest four', async () => {
  expect((await choose([at(10)._id])).status).toBe(200);
  expect(await home()).toEqual([at(10).slug, at(0).slug, at(1).slug, at(2).slug]);
  expect((await choose([])).status).toBe(200);
  expect(await home()).toEqual(shop.slice(0, 4).map((card) => card.slug));
});

test('five works, the same work twice, or an unknown id are refused, and the choice stays', async () => {
  const before = await home();
  const five = await choose(shop.slice(5, 10).map((card) => card._id));
  expect(five.status).toBe(400);
  expect(await five.json()).toEqual({ errors: [{ msg: FEATURED_TEXTS.tooMany, path: 'ids' }] });
  const twice = await choose([at(6)._id, at(6)._id]);
  expect(twice.status).toBe(400);
  expect(await twice.json()).toEqual({ errors: [{ msg: FEATURED_TEXTS.twice, path: 'ids' }] });
  const unknown = await choose([at(6)._id, 999_999]);
  expect(unknown.status).toBe(400);
  expect(await unknown.json()).toEqual({ errors: [{ msg: FEATURED_TEXTS.missing(1), path: 'ids' }] });
  expect(await home()).toEqual(before);
});

test('a deleted work gives its place to the newest work not already shown; a sold one keeps it', async () => {
  const sold = shop.find((card) => card.availability === 'sold') as Card;
  const gone = at(12);
  const picked = [at(0), gone, sold, at(11)];
  expect((await choose(picked.map((card) => card._id))).status).toBe(200);
  const deleted = await admin.call('DELETE', `/api/admin/shop/delete/${gone.slug}`, { _id: gone._id });
  expect(deleted.status).toBe(200);
  // at(0) is already shown, so the newest other work takes the free place, after the chosen ones.
  expect(await home()).toEqual([at(0).slug, sold.slug, at(11).slug, at(1).slug]);
  const listed = (await (await admin.get('/api/admin/featured')).json()) as Card[];
  expect(listed.map((card) => card.slug)).toEqual([at(0).slug, sold.slug, at(11).slug]);
});

test('without a session the choice can be neither read nor changed', async () => {
  expect((await admin.app.request('/api/admin/featured')).status).toBe(401);
  const res = await admin.app.request('/api/admin/featured', {
    method: 'PUT',
    headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ids: [at(0)._id] }),
  });
  expect(res.status).toBe(401);
});

test("/api/shop/featured is the home page's list, never an artwork: without its query it is refused", async () => {
  const res = await admin.app.request('/api/shop/featured');
  expect(res.status).toBe(400);
  expect(((await res.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('for');
  expect(await home()).toHaveLength(4);
});

test('a chosen work made a draft gives way to the newest public ones, and staff still see it chosen', async () => {
  const hidden = at(9);
  expect((await choose([hidden._id, at(2)._id])).status).toBe(200);
  admin.db.orm.update(shopItems).set({ status: 'draft' }).where(eq(shopItems.id, hidden._id)).run();
  expect(await home()).toEqual([at(2).slug, at(0).slug, at(1).slug, at(3).slug]);
  const listed = (await (await admin.get('/api/admin/featured')).json()) as Card[];
  expect(listed.map((card) => card._id)).toEqual([hidden._id, at(2)._id]);
});

test('a work cannot take the word of a shop route as its slug, and keeps its own when refused', async () => {
  const work = at(0);
  const form = (await (await admin.get(`/api/admin/shop/update/${work.slug}`)).json()) as Record<string, unknown>;
  for (const word of ['pages', 'lines', 'featured', 'mediums']) {
    const res = await admin.call('PUT', `/api/admin/shop/update/${work.slug}`, { ...form, slug: word });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { msg: string; path: string }[] }).errors[0]).toEqual({
      msg: `"${word}" is the address of another page of the site, so no shop item can have it as its slug. Choose another.`,
      path: 'slug',
    });
  }
  expect((await admin.app.request(`/api/shop/${work.slug}`)).status).toBe(200);
});
