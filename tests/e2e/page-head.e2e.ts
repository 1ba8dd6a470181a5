import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The head the server writes for a URL (for crawlers and link previews) and the head the client keeps while
 * the visitor navigates come from one source: after every client-side navigation the document says what the
 * server would have sent for that address.
 */

const attribute = (html: string, pattern: RegExp) =>
  pattern
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function serverHead(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return {
    title: attribute(html, /<title[^>]*>([^<]*)<\/title>/),
    description: attribute(html, /<meta [^>]*name="description" content="([^"]*)"/),
    ogTitle: attribute(html, /<meta [^>]*property="og:title" content="([^"]*)"/),
    canonical: attribute(html, /<link [^>]*rel="canonical" href="([^"]*)"/),
  };
}

async function clientHead(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? undefined,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
  }));
}

async function expectSameHead(page: Page, request: APIRequestContext) {
  const path = new URL(page.url()).pathname;
  const expected = await serverHead(request, path);
  expect(expected.title, `the server's title for ${path}`).toBeTruthy();
  await expect.poll(async () => (await clientHead(page)).title, { message: path }).toBe(expected.title);
  const actual = await clientHead(page);
  expect(actual).toEqual({ ...expected, descriptions: 1 });
}

test('title and description follow the visitor and match what the server sends for each URL', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expectSameHead(page, request);
  const homeTitle = await page.title();

  await page.getByRole('navigation').first().getByRole('link', { name: 'Explore', exact: true }).first().click();
  await expect(page).toHaveURL(/\/explore$/);
  await expectSameHead(page, request);
  expect(await page.title()).not.toBe(homeTitle);

  await page.goto('/explore/collections');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await expect(page).toHaveURL(/\/explore\/collections\/[\w-]+$/);
  await expectSameHead(page, request);

  await page.goBack();
  await expect(page).toHaveURL(/\/explore\/collections$/);
  await expectSameHead(page, request);
});

test('an artwork page opened directly keeps the server head, and its structured data until the visitor moves on', async ({
  page,
  request,
}) => {
  const items = (await (await request.get('/api/shop')).json()) as { slug: string; title: string }[];
  const item = items[0];
  if (!item) throw new Error('the demo has no shop item');
  await page.goto(`/shop/${item.slug}`);
  await expectSameHead(page, request);
  expect(await page.title()).toContain(item.title);
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd.first()).toBeAttached();
  expect(await jsonLd.first().textContent()).toContain('"VisualArtwork"');

  await page.getByRole('link', { name: 'Back to shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expectSameHead(page, request);
  // The artwork's structured data described the page the visitor left.
  await expect(jsonLd).toHaveCount(0);
});
