import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, settled, test } from './fixtures.ts';

/**
 * axe finds no serious or critical violation on any public page of the shop side, on a phone and on a
 * desktop, and no heading that skips a level (axe.ts). Explore and the blog scan their own pages
 * (explore.e2e.ts, blog.e2e.ts); the Chinese pages are scanned in languages.e2e.ts and language-switch.e2e.ts.
 */

const PATHS = [
  '/',
  '/shop',
  '/shop/magnolias-in-a-green-vase',
  '/propaganda-posters',
  '/artists',
  '/artists/ri-chol-jun',
  '/mediums',
  '/about',
  '/privacy',
  '/terms',
  '/checkout',
  '/no-such-page',
];

// One width per test, like the admin's scans: each test stays short on a busy machine, and a failure names
// the width it happened at.
for (const path of PATHS) {
  for (const width of WIDTHS) {
    test(`${path} has no serious or critical violations at ${width}px`, async ({ page, allowConsoleErrors }) => {
      // An unknown path is answered 404 (no soft 404s), which the browser reports in the console.
      allowConsoleErrors(/status of 404/);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The layout of this width, with the images it shows first, as a visitor sees it.
      await settled(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
}

test('the open mobile menu has no serious or critical violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Shop pages' }).click();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
