import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures.ts';

/**
 * A page's stylesheets are linked in the head the server sends (server/services/route-assets.ts) with the
 * attributes of the link the app's script would add, so the browser fetches each file once and uses what it
 * fetched. A preload the page does not use (another credentials mode, a preload never applied) is fetched
 * again and the browser warns about it.
 */

/** Every stylesheet the page requests, with how often, and the browser's warnings about preloads. */
function watchStylesheets(page: Page) {
  const requested = new Map<string, number>();
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'stylesheet' && !new URL(request.url()).pathname.endsWith('.css')) return;
    requested.set(request.url(), (requested.get(request.url()) ?? 0) + 1);
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  const reset = () => {
    requested.clear();
    warnings.length = 0;
  };
  return { requested, warnings, reset };
}

type Card = { slug: string };

test('each page fetches every stylesheet once, and uses every preload it asks for', async ({ page, request }) => {
  const [work] = (await (await request.get('/api/shop')).json()) as Card[];
  if (!work) throw new Error('The demo catalogue has no work.');
  const { requested, warnings, reset } = watchStylesheets(page);
  for (const path of ['/', '/shop', '/zh/shop', `/shop/${work.slug}`, '/about']) {
    reset();
    await page.goto(path);
    await settled(page);
    // The page is styled from what it fetched: the head's own sheets and the app's.
    expect(requested.size, `stylesheets of ${path}`).toBeGreaterThan(0);
    const twice = [...requested].filter(([, times]) => times > 1).map(([url]) => url);
    expect(twice, `stylesheets ${path} fetched more than once`).toEqual([]);
    expect(warnings, `preload warnings on ${path}`).toEqual([]);
  }
});

test('moving to another page fetches only the stylesheets it adds', async ({ page }) => {
  const { requested, warnings } = watchStylesheets(page);
  await page.goto('/');
  await settled(page);
  const first = new Set(requested.keys());
  await page.getByRole('main').getByRole('link', { name: 'Shop All' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('list', { name: 'Artworks' })).toBeVisible();
  await settled(page);
  const twice = [...requested].filter(([, times]) => times > 1).map(([url]) => url);
  expect(twice, 'stylesheets fetched again on the way to /shop').toEqual([]);
  expect([...requested.keys()].filter((url) => !first.has(url)).length).toBeGreaterThan(0);
  expect(warnings).toEqual([]);
});
