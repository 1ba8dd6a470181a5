import type { APIRequestContext, Page } from '@playwright/test';
import { withoutFirstPageData } from './first-page-data.ts';
import { expect, test } from './fixtures.ts';

/** The shop and an artwork's page (SPEC 2 '/shop', '/shop/{slug}'; SPEC 4 'Shop filter', 'Shop item page'). */

type ShopItem = {
  slug: string;
  title: string;
  artist: { name: string };
  medium: string[];
  size_price_info: { size: string; price: number }[];
  edition: string;
};

const catalogue = async (request: APIRequestContext) => (await (await request.get('/api/shop')).json()) as ShopItem[];

const cards = (page: Page) => page.getByRole('list', { name: 'Artworks' }).getByRole('listitem');

/** The shop answers 24 works a page (client/lib/list-pages.ts); other tests may have added works of their own. */
const PAGE = 24;

/** The shop shows `count` works: the first page of them, and the total in its count line. */
async function expectWorks(page: Page, count: number) {
  await expect(page.getByText(new RegExp(`^${count} works?( |$)`))).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(count, PAGE));
}
const filter = (page: Page) => page.getByLabel('Filter');
const euros = (amount: number) => new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(amount);

test('the filter keeps its choice in ?q=, applies it on load, and All lists everything again', async ({
  page,
  request,
}) => {
  const items = await catalogue(request);
  await page.goto('/shop');
  await expectWorks(page, items.length);

  // Each option says how many works it holds.
  const watercolours = items.filter((i) => i.medium.includes('Watercolour')).length;
  await filter(page).selectOption({ label: `Watercolour (${watercolours})` });
  await expect(page).toHaveURL(/\/shop\?q=Watercolour$/);
  await expectWorks(page, watercolours);

  const artist = 'Kim Yong Suk';
  const hers = items.filter((i) => i.artist.name === artist);
  await filter(page).selectOption({ label: `${artist} (${hers.length})` });
  await expect(page).toHaveURL(/q=Kim(\+|%20)Yong(\+|%20)Suk$/);
  await expectWorks(page, hers.length);
  for (const item of hers) await expect(cards(page).filter({ hasText: item.artist.name }).first()).toBeVisible();

  // The choice survives a reload: it lives in the address.
  await page.reload();
  await expect(filter(page).locator('option:checked')).toHaveText(`${artist} (${hers.length})`);
  await expectWorks(page, hers.length);

  await filter(page).selectOption({ label: 'All' });
  await expect(page).toHaveURL(/\/shop$/);
  await expectWorks(page, items.length);
});

test('the propaganda posters link (?q=Propaganda-Poster) selects the medium on load', async ({ page, request }) => {
  const posters = (await catalogue(request)).filter((i) => i.medium.includes('Propaganda Poster'));
  expect(posters.length).toBeGreaterThan(0);
  await page.goto('/shop?q=Propaganda-Poster');
  await expect(filter(page).locator('option:checked')).toHaveText(`Propaganda Poster (${posters.length})`);
  await expectWorks(page, posters.length);
  await expect(page).toHaveURL(/q=Propaganda-Poster$/);
});

test('a q that matches nothing clears the filter and the parameter', async ({ page, request }) => {
  const items = await catalogue(request);
  await page.goto('/shop?q=Marble-Sculpture');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(filter(page)).toHaveValue('');
  await expectWorks(page, items.length);
});

test('card titles over 50 characters are cut to 51 and an ellipsis; the page shows the whole title', async ({
  page,
  request,
}) => {
  const long = (await catalogue(request)).find((i) => i.title.length > 50);
  if (!long) throw new Error('The demo shop needs a title over 50 characters.');
  await page.goto('/shop');
  const card = cards(page).filter({ has: page.getByRole('heading', { name: `${long.title.slice(0, 51)}...` }) });
  await expect(card).toHaveCount(1);
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(long.title);
});

test('an artwork shows its price only once a size is chosen, and Add to cart waits for it', async ({
  page,
  request,
}) => {
  // An edition: a unique work is in the cart once, whatever its size.
  const item = (await catalogue(request)).find((i) => i.size_price_info.length > 1 && i.edition !== 'unique');
  if (!item) throw new Error('The demo shop needs an edition with two sizes.');
  const [first, second] = item.size_price_info as [ShopItem['size_price_info'][0], ShopItem['size_price_info'][0]];
  await page.goto(`/shop/${item.slug}`);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(item.title);
  await expect(main.getByRole('link', { name: item.artist.name })).toHaveAttribute('href', /^\/artists\//);
  await expect(main.getByRole('link', { name: 'Back to shop' })).toHaveAttribute('href', '/shop');
  const add = main.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeDisabled();
  // Only the printed sheet lists every size's price; on screen none shows yet.
  await expect(main.getByText(/€/).filter({ visible: true })).toHaveCount(0);

  await main.getByLabel('Size').selectOption({ label: second.size });
  await expect(main.getByText(euros(second.price), { exact: true })).toBeVisible();
  await main.getByLabel('Size').selectOption({ label: first.size });
  await expect(main.getByText(euros(first.price), { exact: true })).toBeVisible();
  await expect(add).toBeEnabled();

  await add.click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(main.getByRole('status')).toContainText(`1 × ${first.size}`);
  await add.click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))).toEqual([
    { slug: item.slug, sizeOption: first.size, price: first.price, quantity: 2 },
  ]);
});

test('an unknown artwork shows the not-found page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.goto('/shop/no-such-artwork');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
});

test('when the API fails, the shop and an artwork show the SPEC error texts', async ({ page, allowConsoleErrors }) => {
  // Chromium logs the failed fetches, and React the error its boundary caught: both expected here.
  allowConsoleErrors(/status of 500|The server answered 500/);
  await withoutFirstPageData(page);
  await page.route('**/api/shop**', (route) => route.fulfill({ status: 500, json: { error: 'Internal error' } }));
  await page.goto('/shop');
  await expect(page.getByRole('alert')).toHaveText('Failed to load shop items. Refresh the page and try again.');
  await page.goto('/shop/red-sun-over-the-eastern-peaks');
  await expect(page.getByRole('alert')).toHaveText('Could not load product page. Refresh the page and try again.');
  // The home page keeps its frame; only the featured works give way to the message.
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText('Failed to load shop items. Refresh the page and try again.');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the shop's card headings follow its h1 without skipping a level, in both languages", async ({ page }) => {
  for (const path of ['/shop', '/zh/shop']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(main.getByRole('heading', { level: 3 })).toHaveCount(0);
  }
});
