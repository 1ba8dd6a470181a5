import type { Page, Request, Route } from '@playwright/test';
import { withoutFirstPageData } from './first-page-data.ts';
import { expect, test } from './fixtures.ts';

/**
 * The shop in pages: the demo catalogue fits one page, so the browser's view of `/api/shop/pages?limit=` is cut in
 * two here (the first half with a `next`, the rest after it). What is tested is the page: it loads the next
 * page as the visitor reaches the end, keeps the count in the address, and the back button restores both.
 */

type ShopPage = { items: { slug: string }[]; next: string | null };

/** `secondHalf`, if given, holds the second page's answer until it settles. */
async function splitShopPages(page: Page, secondHalf?: Promise<void>) {
  // The shop page comes with its first page of works; the split is of the API's answer, so the page asks it.
  await withoutFirstPageData(page);
  let half = 0;
  let served = 0;
  await page.route(/\/api\/shop\/pages\?/, async (route: Route) => {
    const url = new URL(route.request().url());
    // The artwork page's strip of the artist's works is not the shop's list.
    if (url.searchParams.has('artist')) return route.fallback();
    const after = url.searchParams.get('after');
    if (after === 'second-half') await secondHalf;
    url.searchParams.delete('after');
    // The largest page, so the whole catalogue (with the works other tests add) is the one page split here.
    url.searchParams.set('limit', '48');
    const response = await route.fetch({ url: url.toString() });
    const whole = (await response.json()) as ShopPage;
    half = Math.ceil(whole.items.length / 2);
    served = whole.items.length;
    const body =
      after === 'second-half'
        ? { ...whole, items: whole.items.slice(half), next: null, groups: undefined }
        : { ...whole, items: whole.items.slice(0, half), next: 'second-half' };
    await route.fulfill({ response, json: body });
  });
  return { half: () => half, all: () => served };
}

const cards = (page: Page) => page.getByRole('list', { name: 'Artworks' }).getByRole('listitem');

test("the shop's 'Show more' loads the next page and keeps the count in the address", async ({ page }) => {
  // Without scrolling's trigger, so the button is what loads the page (as for a keyboard user).
  await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
  const { half, all } = await splitShopPages(page);
  await page.goto('/shop');
  const more = page.getByRole('button', { name: 'Show more' });
  await expect(more).toBeVisible();
  await expect(cards(page)).toHaveCount(half());
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(all());
  expect(half()).toBeLessThan(all());
  await expect(page).toHaveURL(/\/shop\?pages=2$/);
  await expect(more).toHaveCount(0);
});

test('scrolling to the end of the shop loads its next page', async ({ page }) => {
  const { all } = await splitShopPages(page);
  await page.goto('/shop');
  await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(all());
  await expect(page).toHaveURL(/\/shop\?pages=2$/);
});

test('a next page that arrives after the visitor has left does not take them back', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await splitShopPages(page, held);
  await page.goto('/shop');
  const asked = page.waitForRequest((request) => request.url().includes('after=second-half'));
  await page.getByRole('button', { name: 'Show more' }).click();
  await asked;
  // The page may read the answer, or drop the request once the shop has gone: either way it ends.
  const second = (request: Request) => request.url().includes('after=second-half');
  const ended = Promise.race([
    page.waitForEvent('requestfinished', second),
    page.waitForEvent('requestfailed', second),
  ]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL('/privacy');
  release();
  await ended;
  // The page has handled the end once its next frames have run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(new URL(page.url()).pathname).toBe('/privacy');
});

/** A phone at the end of the shop's two pages, its last work in view: what the back button must return to. */
async function scrolledToLastWork(page: Page) {
  await page.setViewportSize({ width: 390, height: 700 });
  const { all } = await splitShopPages(page);
  await page.goto('/shop?pages=2');
  // Once the catalogue has been served, its size is known.
  await expect.poll(all).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(all());
  const last = cards(page).last();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  return { all, last, scrolled };
}

test('the back button restores a scrolled shop with its pages', async ({ page }) => {
  const { all, last, scrolled } = await scrolledToLastWork(page);
  await last.getByRole('link').click();
  await expect(page).toHaveURL(/\/shop\/[^?]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\?pages=2$/);
  await expect(cards(page)).toHaveCount(all());
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});

test('the back button pressed while an artwork still loads keeps the place in the shop', async ({ page }) => {
  const { all, last, scrolled } = await scrolledToLastWork(page);

  // The artwork's answer is held, as on a slow connection: its page shows the spinner, and the shop behind
  // it is gone, so the screen is short.
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/api\/shop\/[^/?]+(\?|$)/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  try {
    await last.getByRole('link').click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    // The visitor sees the spinner's short screen (two frames: its scroll has been reported by then).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?pages=2$/);
    await expect(cards(page)).toHaveCount(all());
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  } finally {
    release();
  }
});
