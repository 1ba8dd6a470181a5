import { adminCall } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * What a foreign collector asks first (issue 27): every artwork and the cart link to one 'Shipping, export
 * and payment' page, in both languages; artwork pages show indicative prices in yuan and dollars only once
 * staff set exchange rates, and say they are indicative.
 */

const ARTWORK = '/shop/red-sun-over-the-eastern-peaks';

test('an artwork and the cart lead to the shipping, export and payment page, in both languages', async ({ page }) => {
  await page.goto(ARTWORK);
  await page.getByRole('main').getByRole('link', { name: 'Shipping, export and payment' }).click();
  await expect(page).toHaveURL('/shipping');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping, Export and Payment');
  await expect(page).toHaveTitle('Shipping, Export and Payment | Taedong Gallery');
  for (const heading of ['How works are shipped from Beijing', 'Export papers and customs', 'Payment']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/by Alipay or WeChat Pay/)).toBeVisible();

  await page.goto(`/zh${ARTWORK}`);
  await page.getByRole('main').getByRole('link', { name: '运输、出口与付款说明' }).click();
  await expect(page).toHaveURL('/zh/shipping');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('运输、出口与付款');
  await expect(page.getByRole('heading', { level: 2, name: '付款方式' })).toBeVisible();

  await page.goto(ARTWORK);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/checkout');
  await expect(page.getByRole('main').getByRole('link', { name: 'Shipping, export and payment' })).toHaveAttribute(
    'href',
    '/shipping',
  );
});

test('indicative prices in CNY and USD show beside the euro price only once staff set the rates', async ({ page }) => {
  await signIn(page);
  const before = (await (await page.request.get('/api/admin/settings')).json()) as Record<string, unknown>;
  const { translations: _, ...settings } = before;
  try {
    await page.goto(ARTWORK);
    const main = page.getByRole('main');
    await expect(main.getByText('€2,400.00', { exact: true })).toBeVisible();
    await expect(main.getByText(/Indicative only/)).toHaveCount(0);

    const rates = { ...settings, eurToCny: 7.8, eurToUsd: 1.1 };
    expect((await adminCall(page, 'POST', '/api/admin/settings/update', rates)).status()).toBe(200);
    await page.goto(ARTWORK);
    await expect(main.getByText('€2,400.00', { exact: true })).toBeVisible();
    await expect(main.getByText(/^Indicative only, at the gallery's exchange rate: about /)).toHaveText(
      /CN¥18,720 · US\$2,640$/,
    );

    await page.goto(`/zh${ARTWORK}`);
    await expect(main.getByText(/^仅供参考/)).toHaveText(/¥18,720 · US\$2,640$/);
  } finally {
    expect((await adminCall(page, 'POST', '/api/admin/settings/update', settings)).status()).toBe(200);
  }
});
