import { expect, test } from './fixtures.ts';

test('the home page shows four featured artworks whose images load', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: /featured/i }).getByRole('listitem');
  await expect(featured).toHaveCount(4);

  const images = featured.locator('img');
  await expect(images).toHaveCount(4);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('srcset', / \d+w/);
    await expect(img).toHaveAttribute('alt', /\S/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByRole('link', { name: 'Shop All' })).toHaveAttribute('href', '/shop');
});

test('an unknown path shows the not-found page with a way home', async ({ page, allowConsoleErrors }) => {
  // The page itself is answered 404 (no soft 404s), which the browser reports in the console.
  allowConsoleErrors(/status of 404/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
