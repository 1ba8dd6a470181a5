import type { APIRequestContext, Page } from '@playwright/test';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Issue 16 end to end: a collector enquires through the cart; staff find the enquiry by its reference, add
 * a note, reply, reserve the work (its page says on hold) and mark it sold (its page says sold).
 * The last work with sizes is used, so the other specs' first works stay available.
 */

type ShopItem = {
  slug: string;
  title: string;
  availability: string;
  size_price_info: { size: string; availability: string }[];
};

async function lastItem(request: APIRequestContext): Promise<ShopItem> {
  const items = ((await (await request.get('/api/shop')).json()) as ShopItem[]).filter(
    (item) => item.availability === 'available' && item.size_price_info[0]?.availability === 'available',
  );
  const item = items.at(-1);
  if (!item) throw new Error('The demo shop needs an item with sizes.');
  return item;
}

/**
 * What the work's public page says of a state: a unique work is held or sold whole (the mark beside the
 * price), another by its size (the size's option says so).
 */
async function pageSays(page: Page, item: ShopItem, state: 'on hold' | 'sold') {
  await page.goto(`/shop/${item.slug}`);
  const [work] = await publicStates(page.request, item.slug);
  if (work === 'on_hold' || work === 'sold') {
    await expect(page.getByText(state === 'sold' ? 'Sold' : 'On hold', { exact: true }).first()).toBeVisible();
  } else {
    await expect(page.getByRole('option', { name: `${item.size_price_info[0]?.size} (${state})` })).toHaveCount(1);
  }
}

/** The states the public API gives the work and its first size: a unique work is held whole, others by size. */
const publicStates = async (request: APIRequestContext, slug: string) => {
  const item = (await (await request.get(`/api/shop/${slug}`)).json()) as ShopItem;
  return [item.availability, item.size_price_info[0]?.availability];
};

async function enquire(page: Page, item: ShopItem, name: string): Promise<string> {
  await page.goto(`/shop/${item.slug}`);
  await page
    .getByRole('combobox')
    .first()
    .selectOption(item.size_price_info[0]?.size ?? '');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/checkout');
  await page.getByRole('checkbox', { name: /Include in Checkout/ }).check();
  await expect(page.getByTestId('turnstile-stub')).toHaveText('Success!');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Name').fill(name);
  await modal.getByLabel('Email').fill('collector@example.com');
  await modal.getByRole('checkbox', { name: 'I understand the ordering process.' }).check();
  await modal.getByRole('button', { name: 'Confirm and Send' }).click();
  const status = modal.getByRole('status');
  await expect(status).toContainText(/Your reference: ENQ-\d{4}-\d{4}\./);
  return /ENQ-\d{4}-\d{4}/.exec((await status.textContent()) ?? '')?.[0] ?? '';
}

test('a collector enquires; staff find it by reference, note, reply, reserve and sell', async ({ page, request }) => {
  const item = await lastItem(request);
  const reference = await enquire(page, item, `Collector ${Date.now()}`);

  await signIn(page);
  await page.goto('/admin/inbox');
  await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill(reference);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${reference}`));
  const rows = page.getByRole('table', { name: 'Enquiries and messages, newest first' }).getByRole('row');
  // The header row and the one entry found.
  await expect(rows).toHaveCount(2);
  await rows.getByRole('link', { name: reference }).click();
  const entry = page.getByRole('article');
  await expect(entry.getByRole('heading', { level: 1 })).toContainText(reference);
  await expect(entry.getByRole('link', { name: item.title, exact: true })).toHaveAttribute(
    'href',
    `/shop/${item.slug}`,
  );
  await expect(entry.getByRole('link', { name: `edit ${item.title}` })).toHaveAttribute(
    'href',
    `/admin/shop/update/${item.slug}`,
  );

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  await entry.getByText('Reply to the visitor / internal note').click();
  await entry.getByLabel('Internal note').fill('Called the collector; viewing on Friday.');
  await entry.getByRole('button', { name: 'Add note' }).click();
  await expect(entry.getByRole('list', { name: 'History' })).toContainText('viewing on Friday');
  await entry.getByLabel('Reply to the visitor').fill('Thank you, the work is available for a viewing.');
  await entry.getByRole('button', { name: 'Send reply' }).click();
  await expect(entry.getByLabel('Stage')).toHaveValue('replied');

  await entry.getByRole('button', { name: 'Reserve' }).click();
  await expect(entry.getByLabel('Stage')).toHaveValue('reserved');
  expect(await publicStates(request, item.slug)).toContain('on_hold');
  const inbox = page.url();
  await pageSays(page, item, 'on hold');
  await page.goto(inbox);
  await expect(entry.getByLabel('Stage')).toHaveValue('reserved');

  await entry.getByLabel('Sale price in euros (kept private)').fill('1500');
  await entry.getByRole('button', { name: 'Mark sold' }).click();
  await expect(entry.getByLabel('Stage')).toHaveValue('sold');
  expect(await publicStates(request, item.slug)).toContain('sold');
  await pageSays(page, item, 'sold');
});

// One width a test: a full axe scan is slow on a busy machine.
for (const width of WIDTHS) {
  test(`the newsletter subscribers screen passes axe at ${width}px`, async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
    expect(await seriousA11yViolations(page), `/admin/newsletter at ${width}px`).toEqual([]);
  });
}
