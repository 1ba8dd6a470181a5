import type { APIRequestContext, Page } from '@playwright/test';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 15, the cart and the grid as a collector meets them: a price kept in the browser is never shown as
 * truth, a sold work cannot be ticked and says why, a price on request counts as such in the total, the
 * modal's errors show where the visitor looks, and the shop's sort and 'Available only' live in the address.
 */

type Item = {
  slug: string;
  title: string;
  availability: string;
  price_on_request: boolean;
  edition: string;
  lowPrice: number | null;
  size_price_info: { size: string; price: number | null; availability: string }[];
};

const euros = (amount: number) => new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(amount);

async function catalogue(request: APIRequestContext) {
  const items = (await (await request.get('/api/shop')).json()) as Item[];
  const sized = (i: Item) => i.size_price_info.length > 0;
  const priced = items.find(
    (i) => sized(i) && i.availability === 'available' && !i.price_on_request && i.edition !== 'unique',
  );
  const sold = items.find((i) => sized(i) && i.availability === 'sold');
  const onRequest = items.find((i) => sized(i) && i.price_on_request && i.availability === 'available');
  if (!priced || !sold || !onRequest) throw new Error('The demo shop needs a priced, a sold and an on-request work.');
  return { items, priced, sold, onRequest };
}

const line = (item: Item, price: number) => ({
  slug: item.slug,
  sizeOption: item.size_price_info[0]?.size,
  price,
  quantity: 1,
});

/** A cart whose stored price was tampered with, a work sold since, and one whose price is on request. */
async function storeCart(page: Page, { priced, sold, onRequest }: Awaited<ReturnType<typeof catalogue>>) {
  await page.goto('/');
  await page.evaluate(
    (cart) => localStorage.setItem('cart', JSON.stringify(cart)),
    [line(priced, 1), line(sold, 10), line(onRequest, 5)],
  );
}

test('server prices in the cart, blocked and on-request lines, modal errors, sort and filter in the URL', async ({
  page,
  request,
}) => {
  const shop = await catalogue(request);
  const { items, priced, sold } = shop;
  const size = priced.size_price_info[0] as { size: string; price: number };
  await storeCart(page, shop);
  await page.goto('/checkout');
  const lines = page.getByRole('list', { name: 'Cart' }).getByRole('listitem');
  const pricedLine = lines.filter({ hasText: priced.title });
  await expect(pricedLine.getByText(`${euros(size.price)} each`)).toBeVisible();
  await expect(pricedLine).toContainText(`The price has changed from ${euros(1)} to ${euros(size.price)}.`);
  await expect(pricedLine).not.toContainText(`${euros(1)} each`);

  const soldLine = lines.filter({ hasText: sold.title });
  await expect(soldLine.getByRole('checkbox')).toBeDisabled();
  await expect(soldLine.getByRole('checkbox')).not.toBeChecked();
  await expect(soldLine).toContainText('This work has been sold, so it cannot be enquired for.');

  // New lines start ticked; the total counts the on-request work as such.
  await expect(pricedLine.getByRole('checkbox')).toBeChecked();
  await expect(page.getByText('Selected total:')).toContainText(`${euros(size.price)} + 1 work on request`);

  // The modal: a field's error shows under it and takes the focus.
  await expect(page.getByTestId('turnstile-stub')).toHaveText('Success!');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('table')).toContainText('1 work on request');
  await modal.getByLabel('Email').fill('not-an-address');
  await modal.getByRole('checkbox', { name: 'I understand the ordering process.' }).check();
  await modal.getByRole('button', { name: 'Confirm and Send' }).click();
  await expect(modal.getByLabel('Name')).toBeFocused();
  await expect(modal.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name.');
  await expect(modal.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid e-mail address.');
  await expect(modal.getByRole('alert').first()).toContainText('Some fields need your attention.');
  await modal.getByRole('button', { name: 'Close' }).click();

  // The shop: sort and 'Available only' are in the address and survive a reload.
  await page.goto('/shop');
  const cards = page.getByRole('list', { name: 'Artworks' }).getByRole('listitem');
  await expect(cards.filter({ hasText: sold.title })).toContainText('Sold');
  await page.getByLabel('Sort').selectOption({ label: 'Price, high to low' });
  await page.getByLabel('Available only').check();
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(page).toHaveURL(/available=true/);
  await page.reload();
  await expect(page.getByLabel('Sort')).toHaveValue('price_desc');
  await expect(page.getByLabel('Available only')).toBeChecked();
  const available = items.filter((i) => i.availability === 'available');
  await expect(cards).toHaveCount(available.length);
  await expect(cards.filter({ hasText: sold.title })).toHaveCount(0);
  const dearest = available
    .filter((i) => !i.price_on_request && i.size_price_info.length > 0)
    .reduce((a, b) => ((b.lowPrice ?? 0) > (a.lowPrice ?? 0) ? b : a));
  await expect(cards.first()).toContainText(`From ${euros(dearest.lowPrice ?? 0)}`);
  await expect(cards.last()).toContainText('Price on request');
});

// One width a test, like the other scans: the filled cart, with its notes and a blocked line. The shop with
// its marks is scanned with the other public pages (accessibility.e2e.ts).
for (const width of WIDTHS) {
  test(`the filled cart has no serious or critical violations at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await storeCart(page, await catalogue(request));
    await page.goto('/checkout');
    await expect(page.getByText('Selected total:')).toContainText('1 work on request');
    // The page as the visitor uses it: the human check passed and Checkout enabled.
    await expect(page.getByRole('button', { name: 'Checkout', exact: true })).toBeEnabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
