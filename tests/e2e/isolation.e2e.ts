import type { APIRequestContext, Browser, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { changedParts, signInThroughApi, siteState, startWorld, templateDb, type World } from './world.ts';

/**
 * Each worker's world is its own (tests/e2e/world.ts): two of them, changed at the same moment, each show only
 * their own change, and the check every test ends with (tests/e2e/fixtures.ts) sees a change left behind and
 * passes once it is put back.
 */

type Work = { _id: number; title: string };
type Settings = { social: Record<string, string>; translations?: unknown } & Record<string, unknown>;

async function signedIn(playwright: PlaywrightWorkerArgs['playwright'], world: World) {
  const admin = await playwright.request.newContext({ baseURL: world.url });
  await signInThroughApi(admin, world.url);
  return admin;
}

/** Features the given works and sets the gallery's Weibo page, as two saves of staff. */
async function changeSite(admin: APIRequestContext, origin: string, works: Work[], weibo: string) {
  const { translations: _, ...settings } = (await (await admin.get('/api/admin/settings')).json()) as Settings;
  const headers = { Origin: origin };
  const [featured, saved] = await Promise.all([
    admin.put('/api/admin/featured', { headers, data: { ids: works.map((work) => work._id) } }),
    admin.post('/api/admin/settings/update', { headers, data: { ...settings, social: { ...settings.social, weibo } } }),
  ]);
  expect(featured.status()).toBe(200);
  expect(saved.status()).toBe(200);
}

/** What a visitor of the world's home page sees: the first featured work and the footer's Weibo link. */
async function homeOf(browser: Browser, world: World) {
  const page = await browser.newPage();
  try {
    await page.goto(`${world.url}/`);
    const cards = page.getByRole('region', { name: 'Featured artworks' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const weibo = page.getByRole('contentinfo').getByRole('link', { name: 'Weibo' });
    return {
      first: await cards.first().getByRole('heading').innerText(),
      weibo: (await weibo.count()) > 0 ? await weibo.getAttribute('href') : null,
    };
  } finally {
    await page.close();
  }
}

test("two workers change the featured works and the site settings at the same time, and neither sees the other's change", async ({
  playwright,
  browser,
  world,
  siteAtStart,
}) => {
  const [a, b] = await Promise.all([startWorld(templateDb(), 'world a'), startWorld(templateDb(), 'world b')]);
  try {
    const [adminA, adminB] = await Promise.all([signedIn(playwright, a), signedIn(playwright, b)]);
    const shop = ((await (await adminA.get('/api/shop')).json()) as Work[]).filter((work) => work.title.length < 40);
    const [oneA, twoA, oneB] = shop.slice(6) as [Work, Work, Work];
    await Promise.all([
      changeSite(adminA, a.url, [oneA, twoA], 'https://weibo.com/world-a'),
      changeSite(adminB, b.url, [oneB], 'https://weibo.com/world-b'),
    ]);

    expect(await homeOf(browser, a)).toEqual({
      first: expect.stringContaining(oneA.title),
      weibo: 'https://weibo.com/world-a',
    });
    expect(await homeOf(browser, b)).toEqual({
      first: expect.stringContaining(oneB.title),
      weibo: 'https://weibo.com/world-b',
    });
    expect(await (await adminA.get('/api/admin/featured')).json()).toEqual([
      expect.objectContaining({ _id: oneA._id }),
      expect.objectContaining({ _id: twoA._id }),
    ]);
    expect(await (await adminB.get('/api/admin/featured')).json()).toEqual([
      expect.objectContaining({ _id: oneB._id }),
    ]);
    // This test's own world saw neither.
    expect(changedParts(siteAtStart, await siteState(world.admin))).toEqual([]);
    await Promise.all([adminA.dispose(), adminB.dispose()]);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});

test("a worker's database is as it found it after a test that puts back what it changed; a change left is named", async ({
  playwright,
}) => {
  const world = await startWorld(templateDb(), 'world c');
  try {
    const admin = await signedIn(playwright, world);
    const found = await siteState(admin);
    const before = (await (await admin.get('/api/admin/featured')).json()) as Work[];
    const shop = (await (await admin.get('/api/shop')).json()) as Work[];

    // A test that changes the featured works and the settings, and puts both back in its `finally`.
    const { translations: _, ...settings } = (await (await admin.get('/api/admin/settings')).json()) as Settings;
    try {
      await changeSite(admin, world.url, shop.slice(10, 12), 'https://weibo.com/for-a-moment');
      expect(changedParts(found, await siteState(admin))).toEqual(['featured', 'settings']);
    } finally {
      const headers = { Origin: world.url };
      await admin.put('/api/admin/featured', { headers, data: { ids: before.map((work) => work._id) } });
      await admin.post('/api/admin/settings/update', { headers, data: settings });
    }
    expect(changedParts(found, await siteState(admin))).toEqual([]);

    // A test that forgets to put a term back is named by the check.
    const term = await admin.post('/api/admin/terms/new', {
      headers: { Origin: world.url },
      data: { kind: 'medium', name: 'Lacquer left behind' },
    });
    expect(term.status()).toBe(201);
    expect(changedParts(found, await siteState(admin))).toEqual(['media']);
    await admin.dispose();
  } finally {
    await world.stop();
  }
});
