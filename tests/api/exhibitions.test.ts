import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { artists } from '../../server/content/types/artists.ts';
import { exhibitions } from '../../server/content/types/exhibitions.ts';
import { shopItems } from '../../server/content/types/shop-items.ts';
import * as t from '../../server/db/schema/index.ts';
import { type AdminApp, createAdminApp } from './admin-fixtures.ts';
import { testClock } from './helpers.ts';
import { parseIcs, property, unescapeText } from './ics-parse.ts';
import { schemaProblems } from './schema-org.ts';
import { fakeClientDir, PUBLIC_URL, readHead } from './seo-helpers.ts';

/**
 * Exhibitions with dates, a venue, artists and a checklist of works (issue 15): the list grouped current,
 * upcoming and past by the gallery's day in Beijing (the app's clock, moved by the test), the admin writing
 * the links, the 'Add to calendar' file, and the ExhibitionEvent a crawler reads.
 */

type Json = Record<string, unknown>;
type Listed = { slug: string; status: string };

let admin: AdminApp;
// 10:00 UTC is 18:00 in Beijing, on 15 March 2026.
const clock = testClock(new Date('2026-03-15T10:00:00Z'));
let img: number;
let artistIds: number[];
let workIds: number[];

beforeAll(async () => {
  admin = await createAdminApp({ seed: true, clock, env: { PUBLIC_URL }, clientDir: fakeClientDir() });
  const { orm } = admin.db;
  // The demo's own exhibitions are set aside, so the list holds exactly the test's.
  orm.delete(exhibitions).run();
  img = orm.select({ id: t.images.id }).from(t.images).limit(1).get()?.id ?? 0;
  artistIds = orm
    .select({ id: artists.id })
    .from(artists)
    .limit(2)
    .all()
    .map((r) => r.id);
  workIds = orm
    .select({ id: shopItems.id })
    .from(shopItems)
    .limit(3)
    .all()
    .map((r) => r.id);
});
afterAll(() => admin.close());

const exhibition = (slug: string, extra: Json = {}) => ({
  title: `Show ${slug}`,
  slug,
  subtitle: '',
  introduction: '<p>Ink, colour; and light, from the north.</p>',
  body: '<p>Body.</p>',
  img,
  additional_imgs_with_descriptions: [{ img, description: 'A room.' }],
  ...extra,
});

/** A new exhibition from the admin, from the site's own origin (PUBLIC_URL here). */
const post = (body: Json) => admin.call('POST', '/api/admin/exhibitions/new', body, { Origin: PUBLIC_URL });

async function create(body: Json) {
  const res = await post(body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
}

const list = async () => (await (await admin.app.request('/api/explore/exhibitions')).json()) as Listed[];

describe('the list, grouped by the gallery’s day', () => {
  beforeAll(async () => {
    await create(exhibition('closing-today', { starts_on: '2026-03-01', ends_on: '2026-03-15' }));
    await create(exhibition('opening-tomorrow', { starts_on: '2026-03-16', ends_on: '2026-04-30' }));
    await create(exhibition('last-year', { starts_on: '2025-01-10', ends_on: '2025-02-22' }));
    await create(exhibition('long-ago', { starts_on: '2024-03-08', ends_on: '2024-04-28' }));
    await create(exhibition('undated'));
    await create(exhibition('opening-in-june', { starts_on: '2026-06-01', ends_on: null }));
  });

  test('current first, then upcoming (soonest first), then past (latest first)', async () => {
    expect((await list()).map((e) => `${e.status}:${e.slug}`)).toEqual([
      'current:closing-today',
      'upcoming:opening-tomorrow',
      'upcoming:opening-in-june',
      'past:last-year',
      'past:long-ago',
      'past:undated',
    ]);
  });

  test('moves with the clock, by Beijing’s midnight rather than UTC’s', async () => {
    // 16:30 UTC on 15 March is 00:30 on 16 March in Beijing.
    clock.advance(6.5 * 60 * 60 * 1000);
    const listed = await list();
    expect(listed.slice(0, 3).map((e) => `${e.status}:${e.slug}`)).toEqual([
      'current:opening-tomorrow',
      'upcoming:opening-in-june',
      'past:closing-today',
    ]);
  });

  test('each entry carries its dates and venue', async () => {
    const [first] = (await list()) as unknown as Json[];
    expect(first).toMatchObject({ starts_on: '2026-03-16', ends_on: '2026-04-30', venue: '' });
  });
});

describe('the admin writes dates, venue, artists and works', () => {
  test('saved in order and shown on the public answer with the checklist as cards', async () => {
    const [a1 = 0, a2 = 0] = artistIds;
    const [w1 = 0, w2 = 0, w3 = 0] = workIds;
    await create(
      exhibition('linked', {
        starts_on: '2026-05-02',
        ends_on: '2026-06-20',
        venue: 'Hong Kong Arts Centre, 2 Harbour Road, Wan Chai',
        artists: [a2, a1],
        works: [w3, w1, w2],
      }),
    );
    const form = (await (await admin.get('/api/admin/exhibitions/update/linked')).json()) as Json;
    expect(form).toMatchObject({ starts_on: '2026-05-02', ends_on: '2026-06-20', artists: [a2, a1] });
    expect(form.works).toEqual([w3, w1, w2]);

    const shown = (await (await admin.app.request('/api/explore/exhibitions/linked')).json()) as Json & {
      artists: { slug: string }[];
      works: Json[];
    };
    const slugOf = (table: typeof artists | typeof shopItems, id: number) =>
      admin.db.orm.select({ slug: table.slug }).from(table).where(eq(table.id, id)).get()?.slug ?? '';
    expect(shown.venue).toBe('Hong Kong Arts Centre, 2 Harbour Road, Wan Chai');
    expect(shown.artists.map((a) => a.slug)).toEqual([slugOf(artists, a2), slugOf(artists, a1)]);
    expect(shown.works.map((w) => w.slug)).toEqual([w3, w1, w2].map((id) => slugOf(shopItems, id)));
    for (const work of shown.works) {
      expect(Object.keys(work).sort()).toEqual(
        ['_id', 'artist', 'availability', 'img', 'lowPrice', 'price_on_request', 'slug', 'title', 'year'].sort(),
      );
    }
  });

  test('an end before the start, or a work that does not exist, is refused naming the field', async () => {
    const backwards = await post(exhibition('backwards', { starts_on: '2026-05-02', ends_on: '2026-05-01' }));
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { errors: unknown[] }).errors).toEqual([
      { msg: 'End date cannot be before the start date.', path: 'ends_on' },
    ]);

    const missing = await post(exhibition('ghost-work', { works: [workIds[0], 999_999] }));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: unknown[] }).errors).toEqual([
      { msg: 'The chosen work no longer exists. Choose another.', path: 'works.1' },
    ]);

    const twice = await post(exhibition('twice', { artists: [artistIds[0], artistIds[0]] }));
    expect(twice.status).toBe(400);
    const none = admin.db.orm.select().from(exhibitions).where(eq(exhibitions.slug, 'ghost-work')).all();
    expect(none).toEqual([]);
  });
});

describe('Add to calendar', () => {
  test('a valid iCalendar file: all-day, exclusive end, escaped text, stable UID', async () => {
    const res = await admin.app.request('/api/explore/exhibitions/linked/calendar.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="linked.ics"');
    const calendar = parseIcs(await res.text());
    expect(property(calendar, 'VERSION').value).toBe('2.0');
    const [event] = calendar.components;
    if (!event) throw new Error('no event');
    expect(event.name).toBe('VEVENT');
    expect(property(event, 'DTSTART')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20260502' });
    expect(property(event, 'DTEND')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20260621' });
    expect(property(event, 'DTSTAMP').value).toBe('20260315T163000Z');
    expect(unescapeText(property(event, 'SUMMARY').value)).toBe('Show linked');
    expect(unescapeText(property(event, 'LOCATION').value)).toBe('Hong Kong Arts Centre, 2 Harbour Road, Wan Chai');
    expect(unescapeText(property(event, 'DESCRIPTION').value)).toContain('Ink, colour; and light, from the north.');
    expect(property(event, 'URL').value).toBe(`${PUBLIC_URL}/explore/exhibitions/linked`);
    const uid = property(event, 'UID').value;
    expect(uid).toEndWith('@gallery.example.com');

    const again = parseIcs(await (await admin.app.request('/api/explore/exhibitions/linked/calendar.ics')).text());
    expect(again.components[0] && property(again.components[0], 'UID').value).toBe(uid);
  });

  test('at the gallery when no venue is given; nothing to add without dates', async () => {
    const text = await (await admin.app.request('/api/explore/exhibitions/opening-in-june/calendar.ics')).text();
    const [event] = parseIcs(text).components;
    if (!event) throw new Error('no event');
    // An open end: the opening day alone.
    expect(property(event, 'DTEND').value).toBe('20260602');
    expect(unescapeText(property(event, 'LOCATION').value)).toStartWith('Taedong Gallery, ');

    const undated = await admin.app.request('/api/explore/exhibitions/undated/calendar.ics');
    expect(undated.status).toBe(404);
    expect(await undated.json()).toEqual({ error: 'This exhibition has no dates yet.' });
    expect((await admin.app.request('/api/explore/exhibitions/nothing-here/calendar.ics')).status).toBe(404);
  });
});

describe('structured data', () => {
  const eventOn = async (slug: string) => {
    const head = readHead(await (await admin.app.request(`/explore/exhibitions/${slug}`)).text());
    const event = head.jsonLd.find((node) => node['@type'] === 'ExhibitionEvent');
    if (!event) throw new Error('no ExhibitionEvent');
    expect(schemaProblems(event)).toEqual([]);
    return event;
  };

  test('an ExhibitionEvent with its dates, its venue as the place, and the works it features', async () => {
    const event = await eventOn('linked');
    expect(event).toMatchObject({
      startDate: '2026-05-02',
      endDate: '2026-06-20',
      location: {
        '@type': 'Place',
        name: 'Hong Kong Arts Centre, 2 Harbour Road, Wan Chai',
        address: 'Hong Kong Arts Centre, 2 Harbour Road, Wan Chai',
      },
    });
    expect((event.workFeatured as unknown[]).length).toBe(3);
  });

  test('at the gallery: the place is the gallery with its postal address; no dates, none sent', async () => {
    expect((await eventOn('opening-in-june')).location).toMatchObject({
      '@type': 'Place',
      name: 'Taedong Gallery',
      address: { '@type': 'PostalAddress', addressLocality: 'Beijing', addressCountry: 'CN' },
    });
    const undated = await eventOn('undated');
    expect(undated.startDate).toBeUndefined();
    expect(undated.endDate).toBeUndefined();
  });
});
