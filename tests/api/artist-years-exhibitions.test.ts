import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { artists } from '../../server/content/types/artists.ts';
import { exhibitions } from '../../server/content/types/exhibitions.ts';
import * as t from '../../server/db/schema/index.ts';
import { type AdminApp, createAdminApp } from './admin-fixtures.ts';
import { testClock } from './helpers.ts';

/**
 * The home page's exhibition (the current one, else the next) and an artist's years and exhibitions: public
 * ones only, in the language asked for, with their dates written out in it.
 */

type Json = Record<string, unknown>;
type HomeExhibition = { exhibition: { slug: string; title: string; status: string; dates: string | null } | null };
type Artist = {
  birth_year: number | null;
  death_year: number | null;
  exhibitions: {
    slug: string;
    title: string;
    starts_on: string | null;
    ends_on: string | null;
    dates: string | null;
  }[];
};

let admin: AdminApp;
// 10:00 UTC is 18:00 in Beijing, on 15 March 2026.
const clock = testClock(new Date('2026-03-15T10:00:00Z'));
let img: number;
let artist: { id: number; slug: string };

beforeAll(async () => {
  admin = await createAdminApp({ seed: true, clock });
  const { orm } = admin.db;
  // The demo's own exhibitions are set aside, so the answers hold exactly the test's.
  orm.delete(exhibitions).run();
  img = orm.select({ id: t.images.id }).from(t.images).limit(1).get()?.id ?? 0;
  const first = orm.select({ id: artists.id, slug: artists.slug }).from(artists).limit(1).get();
  if (!first) throw new Error('the demo has no artist');
  artist = first;
});
afterAll(() => admin.close());

const exhibition = (slug: string, extra: Json = {}) => ({
  title: `Show ${slug}`,
  slug,
  introduction: '<p>Ink and light.</p>',
  body: '<p>Body.</p>',
  img,
  additional_imgs_with_descriptions: [{ img, description: 'A room.' }],
  ...extra,
});

async function create(body: Json) {
  const res = await admin.call('POST', '/api/admin/exhibitions/new', body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
}

async function remove(slug: string) {
  const form = (await (await admin.get(`/api/admin/exhibitions/update/${slug}`)).json()) as { _id: number };
  expect((await admin.call('DELETE', `/api/admin/exhibitions/delete/${slug}`, { _id: form._id })).status).toBe(200);
}

const home = async (lang = '') =>
  (await (await admin.app.request(`/api/explore/exhibitions/current?for=home${lang}`)).json()) as HomeExhibition;

const artistPage = async (lang = '') =>
  (await (await admin.app.request(`/api/artists/${artist.slug}${lang ? `?lang=${lang}` : ''}`)).json()) as Artist;

describe("the home page's exhibition", () => {
  test('none while there is no current or coming exhibition; a past or draft one is not shown', async () => {
    await create(exhibition('last-year', { starts_on: '2025-01-10', ends_on: '2025-02-22' }));
    await create(exhibition('draft-now', { starts_on: '2026-03-01', ends_on: '2026-03-31', status: 'draft' }));
    expect(await home()).toEqual({ exhibition: null });
  });

  test('the next one when none is on, then the current one, with its dates in the language asked', async () => {
    await create(
      exhibition('in-june', {
        starts_on: '2026-06-01',
        ends_on: '2026-06-30',
        translations: { zh: { title: '六月展' } },
        languages: { zh: true },
      }),
    );
    expect(await home()).toEqual({
      exhibition: {
        slug: 'in-june',
        title: 'Show in-june',
        status: 'upcoming',
        starts_on: '2026-06-01',
        ends_on: '2026-06-30',
        dates: '1–30 June 2026',
      },
    } as HomeExhibition);
    expect((await home('&lang=zh')).exhibition).toMatchObject({ title: '六月展', dates: '2026年6月1日至30日' });

    // English only: the English page shows it, the Chinese page the next one published in Chinese.
    await create(exhibition('closing-today', { starts_on: '2026-03-01', ends_on: '2026-03-15' }));
    expect((await home()).exhibition).toMatchObject({ slug: 'closing-today', status: 'current' });
    expect((await home('&lang=zh')).exhibition).toMatchObject({ slug: 'in-june' });
    await remove('closing-today');
  });

  test("'current' is the home page's exhibition, never an exhibition's slug, and a wrong 'for' is refused", async () => {
    const refused = await admin.call('POST', '/api/admin/exhibitions/new', exhibition('current'));
    expect(refused.status).toBe(400);
    const { errors } = (await refused.json()) as { errors: { msg: string; path: string }[] };
    expect(errors).toEqual([
      {
        msg: '"current" is the address of another page of the site, so no exhibition can have it as its slug. Choose another.',
        path: 'slug',
      },
    ]);
    expect((await admin.app.request('/api/explore/exhibitions')).status).toBe(200);
    expect((await (await admin.app.request('/api/explore/exhibitions')).json()) as unknown[]).not.toContainEqual(
      expect.objectContaining({ slug: 'current' }),
    );
    const wrong = await admin.app.request('/api/explore/exhibitions/current?for=shop');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('for');
  });
});

describe("an artist's years and exhibitions", () => {
  const update = async (fields: Json) => {
    const form = (await (await admin.get(`/api/admin/artists/update/${artist.slug}`)).json()) as Json;
    return admin.call('PUT', `/api/admin/artists/update/${artist.slug}`, { ...form, ...fields });
  };

  test('birth and death years are saved, read back on the form and shown on the page in every language', async () => {
    expect((await update({ birth_year: 1931, death_year: 2004 })).status).toBe(200);
    const form = (await (await admin.get(`/api/admin/artists/update/${artist.slug}`)).json()) as Json;
    expect(form).toMatchObject({ birth_year: 1931, death_year: 2004 });
    expect(await artistPage()).toMatchObject({ birth_year: 1931, death_year: 2004 });
    expect(await artistPage('zh')).toMatchObject({ birth_year: 1931, death_year: 2004 });
    expect((await update({ birth_year: 1958, death_year: null })).status).toBe(200);
    expect(await artistPage()).toMatchObject({ birth_year: 1958, death_year: null });
  });

  test('a death year before the birth year, or a year that is not one, is refused naming the field', async () => {
    const before = await update({ birth_year: 1960, death_year: 1950 });
    expect(before.status).toBe(400);
    expect(await before.json()).toEqual({
      errors: [{ msg: 'Death year cannot be before the birth year.', path: 'death_year' }],
    });
    const notYear = await update({ birth_year: 19.5 });
    expect(notYear.status).toBe(400);
    expect(((await notYear.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('birth_year');
    const tooEarly = await update({ birth_year: 12 });
    expect(tooEarly.status).toBe(400);
    expect(await artistPage()).toMatchObject({ birth_year: 1958 });
  });

  test('lists the published exhibitions the artist was in, latest first, in the language asked', async () => {
    const shows = { artists: [artist.id] };
    await create(exhibition('early', { ...shows, starts_on: '2019-04-01', ends_on: '2019-05-12' }));
    await create(
      exhibition('later', {
        ...shows,
        starts_on: '2024-09-01',
        ends_on: '2024-10-20',
        translations: { zh: { title: '秋季展' } },
        languages: { zh: true },
      }),
    );
    await create(exhibition('hidden', { ...shows, starts_on: '2025-01-01', ends_on: '2025-02-01', status: 'draft' }));
    await create(exhibition('without', { starts_on: '2023-01-01', ends_on: '2023-02-01' }));
    expect((await artistPage()).exhibitions).toEqual([
      {
        slug: 'later',
        title: 'Show later',
        starts_on: '2024-09-01',
        ends_on: '2024-10-20',
        dates: '1 September – 20 October 2024',
      },
      {
        slug: 'early',
        title: 'Show early',
        starts_on: '2019-04-01',
        ends_on: '2019-05-12',
        dates: '1 April – 12 May 2019',
      },
    ] as Artist['exhibitions']);
    expect((await artistPage('zh')).exhibitions).toEqual([
      {
        slug: 'later',
        title: '秋季展',
        starts_on: '2024-09-01',
        ends_on: '2024-10-20',
        dates: '2024年9月1日至10月20日',
      },
    ] as Artist['exhibitions']);
  });
});
