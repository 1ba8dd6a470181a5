import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures.ts';

/**
 * Headings go down one level at a time (axe's heading-order), so a screen reader user who moves by headings
 * meets no gap, in both languages. axe grades a skipped level 'moderate', below what the page scans of
 * accessibility.e2e.ts fail on, so it is checked here on its own: the shop's cards once skipped from its h1
 * to h3.
 */

const PATHS = ['/', '/shop', '/artists', '/mediums', '/propaganda-posters', '/explore', '/blog', '/about'];

type Card = { slug: string };

async function expectNoSkippedLevel(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  const skipped = violations.flatMap((v) => v.nodes.map((node) => `${node.target.join(' ')}: ${node.html}`));
  expect(skipped, `headings that skip a level on ${path}`).toEqual([]);
}

const inChinese = (path: string) => (path === '/' ? '/zh' : `/zh${path}`);

for (const path of PATHS) {
  test(`${path} skips no heading level, in English and Chinese`, async ({ page }) => {
    await expectNoSkippedLevel(page, path);
    await expectNoSkippedLevel(page, inChinese(path));
  });
}

test('an artwork page skips no heading level, in English and Chinese', async ({ page, request }) => {
  const [work] = (await (await request.get('/api/shop')).json()) as Card[];
  if (!work) throw new Error('The demo catalogue has no work.');
  await expectNoSkippedLevel(page, `/shop/${work.slug}`);
  await expectNoSkippedLevel(page, inChinese(`/shop/${work.slug}`));
});
