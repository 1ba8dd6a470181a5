import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The first screen comes with the page (issue 17 'First paint without a wait'): with every data request of
 * the API refused, the home page and an artwork page still show their first screen, from the data the server
 * wrote into the page. Images are still fetched (they are files, not data).
 */

/** Refuses the API's data requests (not its image files) and lists the ones the page made. */
async function blockApiData(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/'),
    (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.abort();
    },
  );
  return asked;
}

test('the home page shows its first screen with the API refused', async ({ page, allowConsoleErrors }) => {
  // Who is signed in is asked of the API on every page; refused, the page treats the visitor as signed out.
  allowConsoleErrors(/Failed to load resource/);
  const asked = await blockApiData(page);
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art from North Korea, shown in Beijing');
  const featured = page.getByRole('region', { name: /featured/i }).getByRole('listitem');
  await expect(featured).toHaveCount(4);
  // The footer's details are site settings; the explore preview's pictures are the static images.
  await expect(page.getByRole('contentinfo').getByText('+86 10 5555 0193')).toBeVisible();
  await expect(page.locator('img[src*="/api/media/"]').first()).toBeVisible();
  expect(asked.filter((path) => path !== '/api/user/auth')).toEqual([]);
});

test('an artwork page shows its work with the API refused', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource/);
  const asked = await blockApiData(page);
  const response = await page.goto('/shop/red-sun-over-the-eastern-peaks');
  expect(response?.status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Red Sun over the Eastern Peaks');
  const main = page.getByRole('button', { name: /Red Sun over the Eastern Peaks/ }).locator('img');
  await expect.poll(() => main.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  // The main image was asked for by the page's preload, with the same srcset and sizes as the <img>.
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('imagesrcset', (await main.getAttribute('srcset')) ?? '');
  await expect(preload).toHaveAttribute('imagesizes', (await main.getAttribute('sizes')) ?? '');
  // 'More by the artist' asks for a page of the artist's works further down; only the first screen comes with the
  // page.
  expect(asked.filter((path) => path !== '/api/user/auth' && path !== '/api/shop/pages')).toEqual([]);
});
