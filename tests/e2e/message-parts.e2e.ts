import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The home page downloads only the first part of its language's messages (shared/messages/parts.ts); any other
 * page loads the rest before it shows. A message the first part lacked would show as its id and be reported
 * in the console, which fails the test (tests/e2e/fixtures.ts).
 */

const REST = /\/assets\/_messages_\w+-rest-[\w-]+\.js$/;

/** Refuses the rest of the messages and lists every time the page asks for them. */
async function withoutRest(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(REST, (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  return asked;
}

for (const [path, words] of [
  ['/', { heading: 'Featured artworks', footer: 'Visit the gallery', menu: 'Menu', about: 'About Us' }],
  ['/zh', { heading: '精选作品', footer: '参观画廊', menu: '菜单', about: '关于我们' }],
] as const) {
  test(`the home page ${path} shows with the first messages alone, on a phone too`, async ({ page }) => {
    const asked = await withoutRest(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByRole('region', { name: words.heading }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('contentinfo')).toContainText(words.footer);
    await page.getByRole('button', { name: words.menu, exact: true }).click();
    await expect(page.getByRole('dialog', { name: words.menu })).toBeVisible();
    expect(asked).toEqual([]);
  });
}

test('the next page after the home page loads the rest of the messages before it shows', async ({ page }) => {
  const rest: string[] = [];
  page.on('request', (request) => {
    if (REST.test(new URL(request.url()).pathname)) rest.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('Visit the gallery');
  expect(rest).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About pages' }).click();
  await page.getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mission' })).toBeVisible();
  expect(rest).toHaveLength(1);
});

test('a page opened directly waits for the rest of its messages, in Chinese too', async ({ page }) => {
  await page.goto('/zh/about');
  await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '使命' })).toBeVisible();
});

/**
 * The first messages can arrive after the page's code and data (a slow phone, a busy connection): the page's
 * head is made only once they are in, so its title is in the page's language, not the messages' ids.
 */
for (const [path, title] of [
  ['/zh', '大同画廊 | 北京的朝鲜艺术'],
  ['/zh/about', '关于我们 | 大同画廊'],
] as const) {
  test(`${path} is titled in its language when its first messages arrive last`, async ({ page }) => {
    const pendingCode = new Set<string>();
    const codeDone: Array<() => void> = [];
    const settle = () => {
      if (pendingCode.size > 0) return;
      for (const done of codeDone.splice(0)) done();
    };
    const isOtherCode = (url: string) => /\/assets\/.+\.js$/.test(url) && !/\/_messages_zh-[\w-]+\.js$/.test(url);
    page.on('request', (request) => {
      if (isOtherCode(request.url())) pendingCode.add(request.url());
    });
    const arrived = (request: Request) => {
      pendingCode.delete(request.url());
      settle();
    };
    page.on('requestfinished', arrived);
    page.on('requestfailed', arrived);
    // Holds the first messages until every other script the page has asked for has arrived and the page has
    // done all it can without them.
    await page.route(/\/assets\/_messages_zh-(?!rest)[\w-]+\.js$/, async (route) => {
      await new Promise<void>((resolve) => {
        codeDone.push(resolve);
        settle();
      });
      await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toContainText('参观画廊');
    await expect(page).toHaveTitle(title);
  });
}
