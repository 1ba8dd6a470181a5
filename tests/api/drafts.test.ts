import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { CONTENT_CASES, type ContentCase, type Images } from './admin-content-cases.ts';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';
import { builtClient, testClock } from './helpers.ts';

/**
 * Drafts and scheduled entries (docs/decisions/010): absent from every public surface until they are public,
 * published at their time by the clock alone, and shown at their own address to a signed-in admin only.
 */

let admin: AdminApp;
let img: Images;
let artist: number;
let clock: ReturnType<typeof testClock>;
const HOUR = 60 * 60 * 1000;

beforeEach(async () => {
  clock = testClock();
  admin = await createAdminApp({ clientDir: builtClient(), clock });
  img = {
    a: await addLibraryImage(admin.db, 'a'),
    b: await addLibraryImage(admin.db, 'b'),
    c: await addLibraryImage(admin.db, 'c'),
  };
  const res = await admin.call('POST', '/api/admin/artists/new', {
    name: 'Reference Artist',
    slug: 'reference-artist',
    bio: '<p>Bio</p>',
    img: img.a,
  });
  expect(res.status).toBe(201);
  artist = await idOf('artists', 'reference-artist');
});
afterEach(() => admin.close());

async function idOf(type: string, slug: string): Promise<number> {
  const form = (await (await admin.get(`/api/admin/${type}/update/${slug}`)).json()) as { _id: number };
  return form._id;
}

async function create(kind: ContentCase, publishing: Record<string, unknown>, overrides = {}) {
  const res = await admin.call('POST', `/api/admin/${kind.path}/new`, {
    ...kind.body(img, { artist }),
    ...publishing,
    ...overrides,
  });
  expect(res.status).toBe(201);
}

async function update(kind: ContentCase, slug: string, changes: Record<string, unknown>) {
  const _id = await idOf(kind.path, slug);
  const res = await admin.call('PUT', `/api/admin/${kind.path}/update/${slug}`, {
    ...kind.body(img, { artist }),
    _id,
    ...changes,
  });
  expect(res.status).toBe(200);
}

/** A visitor's request: no session. */
const visit = (url: string) => admin.app.request(url, { redirect: 'manual' });
const text = async (url: string) => (await visit(url)).text();
const listUrl = (kind: ContentCase) => kind.publicUrl('').replace(/\/$/, '');

/** Where a visitor could meet the entry: its API answer, its type's list, its page, the sitemap. */
async function seenBy(kind: ContentCase, slug: string) {
  return {
    detail: (await visit(kind.publicUrl(slug))).status === 200,
    list: (await text(listUrl(kind))).includes(`"slug":"${slug}"`),
    page: (await visit(kind.pageUrl(slug))).status === 200,
    sitemap: (await text('/sitemap.xml')).includes(`${kind.pageUrl(slug)}</loc>`),
  };
}
const NOWHERE = { detail: false, list: false, page: false, sitemap: false };
const EVERYWHERE = { detail: true, list: true, page: true, sitemap: true };

const shopCase = CONTENT_CASES.find((k) => k.path === 'shop') as ContentCase;
const exhibitionCase = CONTENT_CASES.find((k) => k.path === 'exhibitions') as ContentCase;
const blogCase = CONTENT_CASES.find((k) => k.path === 'blog') as ContentCase;
const slugOf = (kind: ContentCase) => kind.body(img, { artist }).slug as string;

/** The places a work shows up outside its own type's list and page. */
async function workSeen(slug: string) {
  const enquiry = await admin.post('/api/send/enquiry', {
    slug,
    name: 'Li Wei',
    email: 'li.wei@example.com',
    message: 'Is it available?',
  });
  const checkout = await admin.post('/api/send/checkout', {
    name: 'Anna Kim',
    email: 'anna@example.com',
    cart: [{ slug, sizeOption: '30 x 40 cm', price: 120.5, quantity: 1 }],
  });
  return {
    cartLines: (await text(`/api/shop/lines?slug=${slug}`)).includes(slug),
    artistWorks: (await text('/api/artists/reference-artist')).includes(`"slug":"${slug}"`),
    exhibitionWorks: (await text('/api/explore/exhibitions/open-show')).includes(`"slug":"${slug}"`),
    enquiry: enquiry.status === 200,
    checkout: checkout.status === 200,
  };
}

describe('a draft', () => {
  test('of every type is absent from every public surface until it is published', async () => {
    for (const kind of CONTENT_CASES) await create(kind, { status: 'draft' });
    const draftArtist = await idOf('artists', 'kim-song-hui');
    // A published exhibition that names the draft work and the draft artist.
    await create(
      exhibitionCase,
      {},
      {
        title: 'Open Show',
        slug: 'open-show',
        artists: [artist, draftArtist],
        works: [await idOf('shop', slugOf(shopCase))],
      },
    );

    for (const kind of CONTENT_CASES)
      expect({ kind: kind.path, ...(await seenBy(kind, slugOf(kind))) }).toEqual({
        kind: kind.path,
        ...NOWHERE,
      });
    expect(await workSeen(slugOf(shopCase))).toEqual({
      cartLines: false,
      artistWorks: false,
      exhibitionWorks: false,
      enquiry: false,
      checkout: false,
    });
    expect(await text('/api/explore/exhibitions/open-show')).not.toContain('kim-song-hui');
    expect(await text('/blog/rss.xml')).not.toContain(slugOf(blogCase));
    // The refusals read as for a work the shop does not have.
    const refused = await admin.post('/api/send/enquiry', {
      slug: slugOf(shopCase),
      name: 'Li Wei',
      email: 'li.wei@example.com',
      message: 'Is it available?',
    });
    expect(await refused.json()).toEqual({ errors: [{ msg: 'This work is no longer in the shop.', path: 'slug' }] });

    for (const kind of CONTENT_CASES) await update(kind, slugOf(kind), { status: 'published' });

    for (const kind of CONTENT_CASES)
      expect({ kind: kind.path, ...(await seenBy(kind, slugOf(kind))) }).toEqual({
        kind: kind.path,
        ...EVERYWHERE,
      });
    expect(await workSeen(slugOf(shopCase))).toEqual({
      cartLines: true,
      artistWorks: true,
      exhibitionWorks: true,
      enquiry: true,
      checkout: true,
    });
    expect(await text('/api/explore/exhibitions/open-show')).toContain('kim-song-hui');
    expect(await text('/blog/rss.xml')).toContain(slugOf(blogCase));
  });

  test('is not revealed by an old address: a visitor gets 404, an admin the 301', async () => {
    const artistCase = CONTENT_CASES.find((k) => k.path === 'artists') as ContentCase;
    await create(artistCase, { status: 'draft' });
    await update(artistCase, 'kim-song-hui', { status: 'draft', slug: 'kim-song-hui-1950' });
    for (const url of ['/api/artists/kim-song-hui', '/artists/kim-song-hui']) {
      expect((await visit(url)).status).toBe(404);
      const res = await admin.app.request(url, { redirect: 'manual', headers: { Cookie: admin.cookie } });
      expect(res.status).toBe(301);
    }
  });
});

describe('a scheduled entry', () => {
  test('of every type appears at its publish time with no request or job to trigger it', async () => {
    const at = clock.now().getTime() + HOUR;
    for (const kind of CONTENT_CASES) await create(kind, { status: 'published', publish_at: at });
    for (const kind of CONTENT_CASES)
      expect({ kind: kind.path, ...(await seenBy(kind, slugOf(kind))) }).toEqual({
        kind: kind.path,
        ...NOWHERE,
      });
    expect(await text('/blog/rss.xml')).not.toContain(slugOf(blogCase));

    clock.advance(HOUR - 1);
    expect((await visit(shopCase.publicUrl(slugOf(shopCase)))).status).toBe(404);
    clock.advance(1);

    for (const kind of CONTENT_CASES)
      expect({ kind: kind.path, ...(await seenBy(kind, slugOf(kind))) }).toEqual({
        kind: kind.path,
        ...EVERYWHERE,
      });
    expect(await text('/blog/rss.xml')).toContain(slugOf(blogCase));
  });
});

describe('preview', () => {
  const signedIn = (url: string) => admin.app.request(url, { headers: { Cookie: admin.cookie } });

  test('a signed-in admin sees a draft at its address, marked, noindex and never cached', async () => {
    await create(shopCase, { status: 'draft' });
    const slug = slugOf(shopCase);

    const api = await signedIn(shopCase.publicUrl(slug));
    expect(api.status).toBe(200);
    expect(api.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await api.json()).toMatchObject({ slug, preview: { status: 'draft' } });

    const page = await signedIn(shopCase.pageUrl(slug));
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await page.text()).toContain('name="robots" content="noindex"');

    // Lists stay public even for staff: the shop shows only what visitors see.
    expect(await (await signedIn('/api/shop')).text()).not.toContain(`"slug":"${slug}"`);
  });

  test('signed out, a draft is the same 404 as an unknown slug', async () => {
    await create(shopCase, { status: 'draft' });
    const draft = await visit(shopCase.publicUrl(slugOf(shopCase)));
    const unknown = await visit(shopCase.publicUrl('no-such-work'));
    expect([draft.status, await draft.text()]).toEqual([unknown.status, await unknown.text()]);
    const draftPage = await visit(shopCase.pageUrl(slugOf(shopCase)));
    const unknownPage = await visit(shopCase.pageUrl('no-such-work'));
    // The same page but for its own address in og:url.
    const html = (await draftPage.text()).replaceAll(slugOf(shopCase), 'no-such-work');
    expect([draftPage.status, html]).toEqual([404, await unknownPage.text()]);
  });

  test('a scheduled entry says from when it will be public; a published one has no preview field', async () => {
    const at = clock.now().getTime() + HOUR;
    await create(blogCase, { publish_at: at });
    const res = await signedIn(blogCase.publicUrl(slugOf(blogCase)));
    expect(await res.json()).toMatchObject({ preview: { status: 'scheduled', publish_at: at } });
    clock.advance(HOUR);
    const now = await signedIn(blogCase.publicUrl(slugOf(blogCase)));
    expect(now.headers.get('Cache-Control')).toContain('public');
    expect(Object.keys((await now.json()) as object)).not.toContain('preview');
  });
});

describe('the admin API', () => {
  test('defaults a new entry to published, reads an ISO time, and lists status and time', async () => {
    // A SPEC call names no status: the entry is public at once, as the SPEC's clients expect.
    await create(blogCase, {});
    expect((await visit(blogCase.publicUrl(slugOf(blogCase)))).status).toBe(200);
    await create(shopCase, { publish_at: '2026-02-01T02:00:00.000Z' });
    expect(await (await admin.get('/api/admin/shop')).json()).toEqual([
      expect.objectContaining({ slug: 'river-at-dawn', status: 'published', publish_at: Date.UTC(2026, 1, 1, 2) }),
    ]);
    const form = (await (await admin.get(`/api/admin/blog/update/${slugOf(blogCase)}`)).json()) as object;
    expect(form).toMatchObject({ status: 'published', publish_at: null });
  });

  test('refuses an unknown status and a publish time that is no date, naming the field', async () => {
    const res = await admin.call('POST', '/api/admin/blog/new', {
      ...blogCase.body(img, { artist }),
      status: 'hidden',
      publish_at: 'next Tuesday',
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: { msg: string; path: string }[] };
    expect(errors).toContainEqual({ msg: 'Status must be Draft or Published.', path: 'status' });
    expect(errors).toContainEqual({ msg: 'Publish on must be a date and time.', path: 'publish_at' });
  });
});
