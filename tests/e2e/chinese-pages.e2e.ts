import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 27 'English on Chinese pages': a Chinese page shows Chinese wherever there is a Chinese value, gives
 * sizes in centimetres only, and marks an English text it falls back to with lang="en" (WCAG 3.1.2).
 */

type Detail = {
  slug: string;
  fallback?: string[];
  size_price_info: { width_cm: number | null; height_cm: number | null }[];
};

/** A work on the Chinese shop with measured sizes whose description has no Chinese text yet. */
async function measuredWorkInEnglishWords(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/shop?lang=zh')).json()) as { slug: string }[];
  for (const { slug } of list) {
    const work = (await (await request.get(`/api/shop/${slug}?lang=zh`)).json()) as Detail;
    const measured = work.size_price_info.some((size) => size.width_cm && size.height_cm);
    if (measured && work.fallback?.includes('description')) return slug;
  }
  throw new Error('The Chinese demo needs a measured work without a Chinese description.');
}

test('a Chinese artwork page measures in centimetres and marks its English description', async ({ page, request }) => {
  const slug = await measuredWorkInEnglishWords(request);
  await page.goto(`/zh/shop/${slug}`);
  const main = page.getByRole('main');
  const dimensions = main.locator('dt', { hasText: '尺寸' }).locator('+ dd');
  await expect(dimensions).toContainText(/\d+ x \d+ cm/);
  await expect(dimensions).not.toContainText(' in');
  expect(await main.innerText()).not.toMatch(/\d in\b/);

  const english = main.locator('[lang="en"]').filter({ has: page.locator('p') });
  await expect(english.first()).toBeVisible();
  await expect(english.first()).toContainText('英文原文');

  // The same page in English still gives inches beside the centimetres.
  await page.goto(`/shop/${slug}`);
  await expect(page.getByRole('main').locator('dt', { hasText: 'Dimensions' }).locator('+ dd')).toContainText(' in');
});

test("the Chinese films list shows the films' Chinese descriptions", async ({ page, request }) => {
  const english = (await (await request.get('/api/explore/films')).json()) as { short_description: string }[];
  await page.goto('/zh/explore/films');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const text = await page.getByRole('main').innerText();
  expect(text).toMatch(/纪录片/);
  for (const film of english) {
    const words = film.short_description.replace(/<[^>]+>/g, '').trim();
    if (words) expect(text).not.toContain(words.slice(0, 40));
  }
});
