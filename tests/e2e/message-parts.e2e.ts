import type { Page } from '@playwright/test';
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
