import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { artists } from '../../server/content/types/artists.ts';
import { shopItems } from '../../server/content/types/shop-items.ts';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';

/** Staff edit a work's facts and state, and keep the lists of media, categories and collections. */

type Errors = { errors: { msg: string; path: string }[] };
type Term = { id: number; kind: string; name: string };

let admin: AdminApp;
let img: number;
let other: number;
let artistId: number;

const item = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pine and Crane',
  slug: 'pine-and-crane',
  artist: artistId,
  category: 'Original',
  from_collection: 'Landscapes',
  medium: ['Oil on canvas'],
  description: '<p>A crane in a pine.</p>',
  img,
  size_price_info: [{ size: '70 x 45 cm', price: 2400, width_cm: 70, height_cm: 45 }],
  ...overrides,
});

const terms = async (kind: string) =>
  (await (await admin.call('GET', `/api/admin/terms?kind=${kind}`)).json()) as Term[];

beforeEach(async () => {
  admin = await createAdminApp();
  img = await addLibraryImage(admin.db, 'main');
  other = await addLibraryImage(admin.db, 'detail');
  const body = { name: 'Ri Chol', slug: 'ri-chol', bio: '<p>Painter.</p>', img };
  expect((await admin.call('POST', '/api/admin/artists/new', body)).status).toBe(201);
  artistId = admin.db.orm.select({ id: artists.id }).from(artists).get()?.id ?? 0;
});
afterEach(() => admin.close());

describe("a work's facts", () => {
  test('round-trip through the form and show publicly; staff can mark the work sold', async () => {
    const facts = {
      year: 'c. 1985',
      availability: 'on_hold',
      edition: 'limited',
      edition_size: 50,
      signed: 'Signed lower right',
      framed: 'Framed in walnut',
      images: [other, img],
      size_price_info: [
        { size: '70 x 45 cm', price: 2400, width_cm: 70, height_cm: 45, depth_cm: 3, availability: 'sold' },
        { size: '35 x 22 cm', price: 800, width_cm: 35, height_cm: 22, depth_cm: null, availability: 'available' },
      ],
    };
    expect((await admin.call('POST', '/api/admin/shop/new', item(facts))).status).toBe(201);
    const loaded = (await (await admin.call('GET', '/api/admin/shop/update/pine-and-crane')).json()) as object;
    expect(loaded).toMatchObject({ ...facts, price_on_request: false });
    const shown = (await (await admin.call('GET', '/api/shop/pine-and-crane')).json()) as Record<string, unknown>;
    expect(shown).toMatchObject({
      year: 'c. 1985',
      availability: 'on_hold',
      edition: 'limited',
      edition_size: 50,
      images: [{ _id: other }, { _id: img }],
      size_price_info: [
        { size: '70 x 45 cm', price: 2400, width_cm: 70, height_cm: 45, depth_cm: 3, availability: 'sold' },
        { size: '35 x 22 cm', price: 800, width_cm: 35, height_cm: 22, depth_cm: null, availability: 'available' },
      ],
    });

    const sold = await admin.call('PUT', '/api/admin/shop/update/pine-and-crane', { ...loaded, availability: 'sold' });
    expect(sold.status).toBe(200);
    expect(
      ((await (await admin.call('GET', '/api/shop/pine-and-crane')).json()) as { availability: string }).availability,
    ).toBe('sold');
  });

  test('an edition size goes with a limited edition only, and states are from the list', async () => {
    const res = await admin.call('POST', '/api/admin/shop/new', item({ edition: 'limited', availability: 'gone' }));
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as Errors;
    expect(errors).toContainEqual({ msg: 'Edition size is required for a limited edition.', path: 'edition_size' });
    expect(errors).toContainEqual({
      msg: 'Availability must be one of: available, on_hold, sold, not_for_sale.',
      path: 'availability',
    });
    const unique = await admin.call('POST', '/api/admin/shop/new', item({ edition: 'unique', edition_size: 3 }));
    expect(((await unique.json()) as Errors).errors).toEqual([
      { msg: 'Edition size is only for a limited edition.', path: 'edition_size' },
    ]);
    expect(admin.db.orm.select().from(shopItems).all()).toEqual([]);
  });
});

describe('managed terms', () => {
  test('a name not in its list is refused by name; another case of a listed name takes the list spelling', async () => {
    const typo = await admin.call(
      'POST',
      '/api/admin/shop/new',
      item({ medium: ['Oyl'], category: 'Orignal', from_collection: 'Seascapes' }),
    );
    expect(typo.status).toBe(400);
    expect(((await typo.json()) as Errors).errors).toEqual([
      { msg: '"Oyl" is not in the list of media. Add it first.', path: 'medium.0' },
      { msg: '"Orignal" is not in the list of categories. Add it first.', path: 'category' },
      { msg: '"Seascapes" is not in the list of collections. Add it first.', path: 'from_collection' },
    ]);
    expect(admin.db.orm.select().from(shopItems).all()).toEqual([]);

    const res = await admin.call('POST', '/api/admin/shop/new', item({ medium: ['oil ON canvas'] }));
    expect(res.status).toBe(201);
    const shown = (await (await admin.call('GET', '/api/shop/pine-and-crane')).json()) as { medium: string[] };
    expect(shown.medium).toEqual(['Oil on canvas']);
  });

  test('staff add, rename and delete terms; a duplicate and a term in use are refused', async () => {
    const added = await admin.call('POST', '/api/admin/terms/new', { kind: 'medium', name: '  Ink on silk ' });
    expect(added.status).toBe(201);
    const ink = (await added.json()) as Term;
    expect(ink).toMatchObject({ kind: 'medium', name: 'Ink on silk' });
    const again = await admin.call('POST', '/api/admin/terms/new', { kind: 'medium', name: 'INK ON SILK' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as Errors).errors).toEqual([
      { msg: '"INK ON SILK" is already in the list of media.', path: 'name' },
    ]);
    const bad = await admin.call('POST', '/api/admin/terms/new', { kind: 'mood', name: '' });
    expect(((await bad.json()) as Errors).errors.map((e) => e.path).sort()).toEqual(['kind', 'name']);
    expect((await terms('medium')).map((t) => t.name)).toEqual([
      'Giclée print',
      'Ink on silk',
      'Oil on canvas',
      'Paper',
    ]);

    expect((await admin.call('POST', '/api/admin/shop/new', item({ medium: ['Ink on silk'] }))).status).toBe(201);
    const inUse = await admin.call('DELETE', `/api/admin/terms/delete/${ink.id}`);
    expect(inUse.status).toBe(409);
    expect(await inUse.json()).toEqual({
      error: '"Ink on silk" cannot be deleted from the list of media while 1 shop item uses it. Change them first.',
    });

    const renamed = await admin.call('PUT', `/api/admin/terms/update/${ink.id}`, { name: 'Ink and colour on silk' });
    expect(renamed.status).toBe(200);
    const shown = (await (await admin.call('GET', '/api/shop/pine-and-crane')).json()) as { medium: string[] };
    expect(shown.medium).toEqual(['Ink and colour on silk']);

    expect((await admin.call('DELETE', '/api/admin/shop/delete/pine-and-crane')).status).toBe(200);
    expect((await admin.call('DELETE', `/api/admin/terms/delete/${ink.id}`)).status).toBe(200);
    expect((await terms('medium')).map((t) => t.name)).not.toContain('Ink and colour on silk');
    expect((await admin.call('DELETE', `/api/admin/terms/delete/${ink.id}`)).status).toBe(404);
  });

  test('a name with capitals beyond ASCII is kept in use, renamed with its works, and saved again', async () => {
    const names: [string, string][] = [
      ['Ölmalerei', 'Ölmalerei auf Leinwand'],
      ['Émail', 'Émail sur cuivre'],
      ['Łódź print', 'Łódź woodcut'],
      ['朝鲜画', '朝鲜画（绢本）'],
    ];
    for (const [name, renamed] of names) {
      const added = await admin.call('POST', '/api/admin/terms/new', { kind: 'medium', name });
      expect(added.status).toBe(201);
      const term = (await added.json()) as Term;
      expect((await admin.call('POST', '/api/admin/shop/new', item({ medium: [name] }))).status).toBe(201);
      expect((await admin.call('DELETE', `/api/admin/terms/delete/${term.id}`)).status).toBe(409);
      expect((await admin.call('PUT', `/api/admin/terms/update/${term.id}`, { name: renamed })).status).toBe(200);
      const shown = (await (await admin.call('GET', '/api/shop/pine-and-crane')).json()) as { medium: string[] };
      expect(shown.medium).toEqual([renamed]);
      // The work still names a term of the list, so saving it again is accepted.
      const again = await admin.call('PUT', '/api/admin/shop/update/pine-and-crane', item({ medium: [renamed] }));
      expect(again.status).toBe(200);
      expect((await admin.call('DELETE', '/api/admin/shop/delete/pine-and-crane')).status).toBe(200);
      expect((await admin.call('DELETE', `/api/admin/terms/delete/${term.id}`)).status).toBe(200);
    }
  });

  test('a name is one name whatever its case in any script: no twin, and its uses are found in any case', async () => {
    const cases = [
      { kind: 'medium', name: 'Ölmalerei', twins: ['ölmalerei', 'ÖLMALEREI'], renamed: 'Öl auf Leinwand' },
      { kind: 'category', name: 'Épreuve', twins: ['épreuve', 'E\u0301preuve'], renamed: 'Épreuve d’artiste' },
      { kind: 'collection', name: 'Łódź', twins: ['łódź', 'ŁÓDŹ'], renamed: 'Łódź and Kraków' },
      // A name typed with an input method's full-width letters and brackets is the plain one.
      { kind: 'medium', name: '水彩（Ａ）', twins: ['水彩(a)', ' 水彩（Ａ） '], renamed: '朝鲜水彩' },
    ] as const;
    const column = { medium: 'medium', category: 'category', collection: 'from_collection' } as const;
    const list = { medium: 'media', category: 'categories', collection: 'collections' } as const;
    for (const [i, { kind, name, twins, renamed }] of cases.entries()) {
      const added = await admin.call('POST', '/api/admin/terms/new', { kind, name });
      expect(added.status, name).toBe(201);
      const term = (await added.json()) as Term;
      for (const twin of twins) {
        const res = await admin.call('POST', '/api/admin/terms/new', { kind, name: twin });
        expect(res.status, twin).toBe(400);
        expect(((await res.json()) as Errors).errors).toEqual([
          { msg: `"${twin.trim()}" is already in the list of ${list[kind]}.`, path: 'name' },
        ]);
      }
      // A work saved with another case of the name takes the list's spelling.
      const slug = `work-${i}`;
      const field = column[kind];
      const value = (text: string) => (field === 'medium' ? [text] : text);
      const created = await admin.call('POST', '/api/admin/shop/new', item({ slug, [field]: value(twins[0]) }));
      expect(created.status).toBe(201);
      const shown = async () =>
        ((await (await admin.call('GET', `/api/shop/${slug}`)).json()) as Record<string, unknown>)[field];
      expect(await shown()).toEqual(value(name));
      // A copy written in another case before names were compared this way is still a use of the term.
      if (field === 'medium')
        admin.db.raw.run('UPDATE shop_item_media SET medium = ? WHERE medium = ?', twins[0], name);
      else admin.db.raw.run(`UPDATE shop_items SET ${field} = ? WHERE slug = ?`, twins[0], slug);
      const inUse = await admin.call('DELETE', `/api/admin/terms/delete/${term.id}`);
      expect(inUse.status).toBe(409);
      expect(((await inUse.json()) as { error: string }).error).toContain('while 1 shop item uses it');

      // Renaming moves its works to the new name, another case of its own name included.
      expect((await admin.call('PUT', `/api/admin/terms/update/${term.id}`, { name: renamed })).status).toBe(200);
      expect(await shown()).toEqual(value(renamed));
      expect(
        (await admin.call('PUT', `/api/admin/terms/update/${term.id}`, { name: renamed.toUpperCase() })).status,
      ).toBe(200);
      expect(await shown()).toEqual(value(renamed.toUpperCase()));
      expect((await admin.call('DELETE', `/api/admin/terms/delete/${term.id}`)).status).toBe(409);

      expect((await admin.call('DELETE', `/api/admin/shop/delete/${slug}`)).status).toBe(200);
      expect((await admin.call('DELETE', `/api/admin/terms/delete/${term.id}`)).status).toBe(200);
    }
    // Two names of one kind are one name only when their keys are: a rename onto another term's name is refused.
    const oil = (await terms('medium')).find((t) => t.name === 'Oil on canvas');
    const paper = (await terms('medium')).find((t) => t.name === 'Paper');
    const clash = await admin.call('PUT', `/api/admin/terms/update/${paper?.id}`, { name: 'OIL ON CANVAS' });
    expect(clash.status).toBe(400);
    expect(oil).toBeDefined();
  });

  test('names with invisible or control characters are refused, naming the field, and nothing is stored', async () => {
    const before = await terms('medium');
    for (const hidden of ['Ink\u0000wash', 'Ink \u202Ewash', 'Ink\u200Bwash', 'Ink\u00ADwash']) {
      const res = await admin.call('POST', '/api/admin/terms/new', { kind: 'medium', name: hidden });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Errors).errors).toEqual([
        { msg: expect.stringContaining('Name contains an invisible or control character'), path: 'name' },
      ]);
      const work = await admin.call('POST', '/api/admin/shop/new', item({ title: hidden }));
      expect(work.status).toBe(400);
      expect(((await work.json()) as Errors).errors.map((e) => e.path)).toEqual(['title']);
    }
    expect(await terms('medium')).toEqual(before);
    // Chinese and accented names are what the check is not about.
    expect(
      (await admin.call('POST', '/api/admin/terms/new', { kind: 'medium', name: '水彩 (Aquarelle é)' })).status,
    ).toBe(201);
  });

  test('the term lists are staff only', async () => {
    const res = await admin.app.request('/api/admin/terms?kind=medium');
    expect(res.status).toBe(401);
  });
});
