import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * axe finds no serious or critical WCAG 2.1 A/AA violation on any public page of the shop side, on a phone
 * and on a desktop. Explore and the blog scan their own pages.
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

const WIDTHS = [390, 1280];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

for (const path of PATHS) {
  test(`${path} has no serious or critical violations at ${WIDTHS.join(' and ')}px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0] as number, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // The layout of the new width, with the images it shows first, as a visitor sees it.
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${path} at ${width}px`).toEqual([]);
    }
  });
}

test('the open mobile menu has no serious or critical violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Shop pages' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});
