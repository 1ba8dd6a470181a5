import { expect, test } from './fixtures.ts';

/**
 * The not-found page has a title of its own, in the page's language, both in the HTML the server sends and
 * once the app has started (it used to take over the home page's title).
 */

test('a Chinese unknown path and an unknown Chinese artwork keep the not-found title', async ({
  page,
  allowConsoleErrors,
}) => {
  // The page itself is answered 404 (no soft 404s), which the browser reports in the console.
  allowConsoleErrors(/status of 404/);
  for (const path of ['/zh/no/such/page', '/zh/shop/no-such-work']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(await response?.text(), path).toMatch(/<title[^>]*>页面未找到 \| 大同画廊<\/title>/);
    await expect(page.getByRole('heading', { level: 1, name: '抱歉，找不到该页面。' })).toBeVisible();
    await expect(page).toHaveTitle('页面未找到 | 大同画廊');
  }
  // Home from there, the title is the home page's again.
  await page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/zh$/);
  await expect(page).not.toHaveTitle(/页面未找到/);
});
