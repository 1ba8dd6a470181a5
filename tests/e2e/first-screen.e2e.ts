import { createHash } from 'node:crypto';
import { expect, test } from './fixtures.ts';

/**
 * A public page's first screen is rendered by the server (server/services/first-screen.ts): it shows before
 * any script has run, styled, and the app then takes over the very elements the server sent.
 */

const ARTWORK = '/shop/red-sun-over-the-eastern-peaks';

test.describe('without its script', () => {
  test.use({ javaScriptEnabled: false });

  test('a page shows its first screen, styled, in its language', async ({ page }) => {
    await page.goto(ARTWORK);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Red Sun over the Eastern Peaks');
    await expect(page.getByRole('contentinfo').getByText('+86 10 5555 0193')).toBeVisible();
    // The page's own styles are in force: the header sits in its bar, not as a bare list of links.
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).display),
    ).not.toBe('inline');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art from North Korea, shown in Beijing');
    await expect(page.getByRole('region', { name: /featured/i }).getByRole('listitem')).toHaveCount(4);

    await page.goto('/zh/shop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('商店');
    await expect(page.getByRole('list', { name: '艺术品' }).getByRole('listitem').first()).toBeVisible();

    await page.goto('/search?q=river');
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('river');
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });
});

test("the page's policy allows exactly the style attributes the server wrote", async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  const response = await request.get(ARTWORK);
  const html = await response.text();
  const values = [...html.matchAll(/ style="([^"]*)"/g)].map((match) => match[1] ?? '');
  expect(values.length).toBeGreaterThan(0);
  const policy = response.headers()['content-security-policy'] ?? '';
  const styleSrc = policy.split('; ').find((part) => part.startsWith('style-src ')) ?? '';
  const hashes = new Set(styleSrc.match(/'sha256-[^']+'/g));
  const expected = new Set(values.map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`));
  expect(hashes).toEqual(expected);
  expect(styleSrc).not.toContain("'unsafe-inline'");

  // The browser applies them with the app's script kept away: the main image's box has its shape. The
  // refused scripts are the only errors; a refused style would be one more.
  allowConsoleErrors(/Failed to load resource: net::ERR_FAILED|Failed to fetch dynamically imported module/);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(ARTWORK, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  const shaped = page.locator('[style*="--ratio"]');
  await expect(shaped).toHaveCount(1);
  expect(await shaped.evaluate((el) => getComputedStyle(el).getPropertyValue('--ratio'))).not.toBe('');
});

test('the app takes over the elements the server sent, without rendering them again', async ({ page }) => {
  // Marks the server's heading as the document is parsed, before the app's script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('h1')?.setAttribute('data-from-server', '');
    });
  });
  await page.goto(ARTWORK);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Red Sun over the Eastern Peaks');
  await expect(heading).toHaveAttribute('data-from-server', '');
  // And it runs: a link moves within the app, without loading another document.
  await page.evaluate(() => Reflect.set(window, 'samePage', true));
  await page.locator('header').getByRole('link', { name: 'Shop', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
  expect(await page.evaluate(() => Reflect.get(window, 'samePage'))).toBe(true);
});
