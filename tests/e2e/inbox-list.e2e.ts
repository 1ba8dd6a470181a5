import type { Page } from '@playwright/test';
import { unique } from './admin-helpers.ts';
import { seriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * The inbox is a list with a detail view: a row opens its entry by keyboard, the detail shows what the
 * collector wrote, Back keeps the list's search, the navigation's count of new entries follows a stage change,
 * and on a phone each row fits the screen.
 */

type ShopItem = {
  slug: string;
  title: string;
  availability: string;
  size_price_info: { size: string; availability: string }[];
};

const NOTES = 'Please tell me about shipping to Shanghai';
const LIST = 'Enquiries and messages, newest first';

async function sendCheckout(page: Page, baseURL: string, name: string) {
  const items = (await (await page.request.get('/api/shop')).json()) as ShopItem[];
  const item = items.find((i) => i.availability === 'available' && i.size_price_info[0]?.availability === 'available');
  const size = item?.size_price_info[0];
  if (!item || !size) throw new Error('The demo shop needs an available item with sizes.');
  const res = await page.request.post('/api/send/checkout', {
    headers: { Origin: baseURL },
    data: {
      name,
      email: 'list@example.com',
      phone: 'WeChat: list_collector',
      country: 'China',
      notes: NOTES,
      cart: [{ slug: item.slug, sizeOption: size.size, quantity: 1 }],
      captchaToken: `pass-${crypto.randomUUID()}`,
    },
  });
  expect(res.status()).toBe(200);
  return { reference: ((await res.json()) as { reference: string }).reference, title: item.title };
}

const newCount = async (page: Page) =>
  ((await (await page.request.get('/api/admin/inbox/counts')).json()) as { new: number }).new;

test('a row opens the entry by keyboard; Back keeps the search; the count of new entries follows', async ({
  page,
  baseURL,
}) => {
  const name = unique('List Collector');
  const { reference, title } = await sendCheckout(page, baseURL ?? '', name);
  await signIn(page);
  await page.goto('/admin/inbox');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const before = await newCount(page);
  await expect(nav.getByRole('link', { name: `Inbox ${before} new`, exact: true })).toBeVisible();

  await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill(name);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=List/);
  const table = page.getByRole('table', { name: LIST });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([name, title, 'New', /ago|this minute/, 'Owner: Nobody']);

  // The row was on the page before the search too: wait for the filtered list's link, which carries the search.
  const open = row.getByRole('link', { name: reference });
  await expect(open).toHaveAttribute('href', /\?q=List/);
  await open.focus();
  await page.keyboard.press('Enter');
  const entry = page.getByRole('article');
  await expect(entry.getByRole('heading', { level: 1 })).toHaveText(`Enquiry ${reference} from ${name}`);
  await expect(page).toHaveTitle(new RegExp(reference));
  // The focus moved to the screen's start: Back is the next stop.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Back to the inbox' })).toBeFocused();
  await expect(entry).toContainText(NOTES);
  await expect(entry).toContainText('Phone or WeChat: WeChat: list_collector');
  await expect(entry).toContainText('Country: China');
  await expect(entry.getByRole('link', { name: title, exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await entry.getByLabel('Stage').selectOption('replied');
  const after = before > 1 ? `Inbox ${before - 1} new` : 'Inbox';
  await expect(nav.getByRole('link', { name: after, exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  await expect(page).toHaveURL(/\/admin\/inbox\?q=List/);
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search' })).toHaveValue(name);
  await expect(table.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(2)).toHaveText('Replied');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('on a phone the list fits the screen and opens an entry that passes axe', async ({ page, baseURL }) => {
  const name = unique('Phone Collector');
  const { reference } = await sendCheckout(page, baseURL ?? '', name);
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/inbox');
  const row = page.getByRole('table', { name: LIST }).getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('link', { name: reference })).toBeVisible();
  // Every row, its owner and age included, is within the 390 px screen: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await row.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toContainText(reference);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('an unknown entry is not found', async ({ page, allowConsoleErrors }) => {
  // The API answers 404 for the unknown entry, which the browser logs.
  allowConsoleErrors(/status of 404/);
  await signIn(page);
  for (const path of ['/admin/inbox/enquiries/999999', '/admin/inbox/letters/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  }
});
