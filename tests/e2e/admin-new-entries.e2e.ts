import type { Page } from '@playwright/test';
import { adminCall, unique } from './admin-helpers.ts';
import { seriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Cataloguing a new entry: its form starts as a Draft so nothing half-written goes public, a new size starts
 * empty with its text written from the dimensions, and a price of €0 (valid) is asked about once on Save.
 */

const NEW_FORMS = ['artist', 'shop', 'blog', 'films', 'collections', 'exhibitions', 'publications'];

/** A shop item of the calling test's own, like the first one listed, at two sizes priced 0 and 450. */
async function addOwnItem(page: Page): Promise<string> {
  const [first] = (await page.request.get('/api/admin/shop').then((r) => r.json())) as { slug: string }[];
  const { _id, ...like } = (await page.request.get(`/api/admin/shop/update/${first?.slug}`).then((r) => r.json())) as {
    _id: number;
  };
  const title = unique('Tide at Wonsan');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const sizes = [
    { size: '30 x 40 cm', price: 450, width_cm: 30, height_cm: 40, depth_cm: null, availability: 'available' },
  ];
  const created = await adminCall(page, 'POST', '/api/admin/shop/new', {
    ...like,
    title,
    slug,
    size_price_info: sizes,
    status: 'published',
  });
  expect(created.status()).toBe(201);
  return slug;
}

test('every new entry form starts at Draft, and a plain Save keeps the entry private', async ({
  page,
  browser,
  putBack,
}) => {
  await signIn(page);
  for (const form of NEW_FORMS) {
    await page.goto(`/admin/${form}/new`);
    await expect(page.getByRole('group', { name: 'Publishing' }).getByLabel('Status'), form).toHaveValue('draft');
  }

  await page.goto('/admin/artist/new');
  const name = unique('Zuo Han Song');
  await page.getByLabel('Name', { exact: true }).fill(name);
  const slug = await page.getByLabel('Slug', { exact: true }).inputValue();
  await page.getByRole('textbox', { name: 'Bio', exact: true }).click();
  await page.keyboard.type('Half written.');
  await page.getByRole('group', { name: 'Image', exact: true }).getByRole('button', { name: 'Select Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Image Selection' });
  await dialog.getByRole('list', { name: 'Images' }).getByRole('button').first().click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/admin/artist/update/${slug}`);
  putBack(async () => {
    expect((await adminCall(page, 'DELETE', `/api/admin/artists/delete/${slug}`)).status()).toBe(200);
  });
  await expect(page.getByRole('group', { name: 'Publishing' }).getByLabel('Status')).toHaveValue('draft');

  // A visitor, with no session, finds nothing: staff publish on purpose.
  const visitor = await browser.newPage();
  expect((await visitor.request.get(`/api/artists/${slug}`)).status()).toBe(404);
  expect((await visitor.goto(`/artists/${slug}`))?.status()).toBe(404);
  await visitor.close();
});

test('a new size starts empty; its text follows the dimensions until staff write their own', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/shop/new');
  const sizes = page.getByRole('group', { name: 'Sizes and prices' });
  await expect(sizes.getByLabel('Width (cm) 1')).toHaveValue('');
  await expect(sizes.getByLabel('Height (cm) 1')).toHaveValue('');
  await expect(sizes.getByLabel('Size 1')).toHaveValue('');
  await expect(sizes.getByLabel('Price (EUR) 1')).toHaveValue('');
  // An empty size is not yet a size: another waits until this one is written in.
  await expect(sizes.getByRole('button', { name: 'Add size' })).toBeDisabled();

  await sizes.getByLabel('Width (cm) 1').fill('60');
  await expect(sizes.getByLabel('Size 1')).toHaveValue('');
  await sizes.getByLabel('Height (cm) 1').fill('90');
  await expect(sizes.getByLabel('Size 1')).toHaveValue('60 x 90 cm');
  await sizes.getByLabel('Depth (cm) 1').fill('3.5');
  await expect(sizes.getByLabel('Size 1')).toHaveValue('60 x 90 x 3.5 cm');
  await sizes.getByLabel('Depth (cm) 1').fill('');
  await expect(sizes.getByLabel('Size 1')).toHaveValue('60 x 90 cm');

  // Staff's own text stays through later changes of the dimensions.
  await sizes.getByLabel('Size 1').fill('60 x 90 cm, framed');
  await sizes.getByLabel('Width (cm) 1').fill('70');
  await expect(sizes.getByLabel('Size 1')).toHaveValue('60 x 90 cm, framed');
  // Emptied, it is the dimensions' text again, and follows them.
  await sizes.getByLabel('Size 1').fill('');
  await expect(sizes.getByLabel('Size 1')).toHaveValue('70 x 90 cm');
  await sizes.getByLabel('Height (cm) 1').fill('100');
  await expect(sizes.getByLabel('Size 1')).toHaveValue('70 x 100 cm');

  // The second size starts empty too.
  await sizes.getByLabel('Price (EUR) 1').fill('900');
  await sizes.getByRole('button', { name: 'Add size' }).click();
  await expect(sizes.getByLabel('Size 2')).toHaveValue('');
  await expect(sizes.getByLabel('Price (EUR) 2')).toHaveValue('');
});

test('a price of €0 is asked about once on Save: Escape or Change goes back to it, Yes saves it', async ({
  page,
  putBack,
}) => {
  await signIn(page);
  const slug = await addOwnItem(page);
  putBack(async () => {
    expect((await adminCall(page, 'DELETE', `/api/admin/shop/delete/${slug}`)).status()).toBe(200);
  });
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });
  await page.goto(`/admin/shop/update/${slug}`);
  const sizes = page.getByRole('group', { name: 'Sizes and prices' });
  const price = sizes.getByLabel('Price (EUR) 1');
  await price.fill('0');
  const save = page.getByRole('button', { name: 'Save' });

  // The question is a modal dialog, its focus on the safe choice; Escape goes back to the price.
  await save.click();
  const question = page.getByRole('dialog', { name: 'Save a price of €0?' });
  await expect(question).toBeVisible();
  await expect(question).toHaveAccessibleDescription(
    'A price of €0 is allowed, but visitors then see the work as costing nothing.',
  );
  await expect(question.getByRole('listitem')).toHaveText(['Sizes and prices, size 1']);
  await expect(question.getByRole('button', { name: 'Change the price' })).toBeFocused();
  expect(await seriousA11yViolations(page), 'the question about €0').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(price).toBeFocused();

  // 'Change the price' does the same; nothing was sent meanwhile.
  await save.click();
  await question.getByRole('button', { name: 'Change the price' }).click();
  await expect(question).toBeHidden();
  await expect(price).toBeFocused();
  expect(puts).toEqual([]);

  // Yes saves the 0.
  await save.click();
  await question.getByRole('button', { name: 'Yes, save at €0' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect(puts).toHaveLength(1);
  const stored = (await page.request.get(`/api/admin/shop/update/${slug}`).then((r) => r.json())) as {
    size_price_info: { price: number }[];
  };
  expect(stored.size_price_info.map((size) => size.price)).toEqual([0]);

  // Said once, it is not asked again, nor when the form is opened afresh with the 0 stored.
  await save.click();
  await expect.poll(() => puts.length).toBe(2);
  await expect(question).toBeHidden();
  await page.reload();
  await save.click();
  await expect.poll(() => puts.length).toBe(3);
  await expect(question).toBeHidden();
});

test('the question about €0 reads in Chinese on a Chinese page', async ({ page, putBack }) => {
  await signIn(page);
  const slug = await addOwnItem(page);
  putBack(async () => {
    expect((await adminCall(page, 'DELETE', `/api/admin/shop/delete/${slug}`)).status()).toBe(200);
  });
  await page.goto(`/zh/admin/shop/update/${slug}`);
  await page.getByRole('group', { name: 'Sizes and prices' }).getByLabel('Price (EUR) 1').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('dialog', { name: '确定将价格保存为 €0 吗？' });
  await expect(question).toHaveAccessibleDescription('价格可以为 €0，但访客看到的将是一件免费的作品。');
  await expect(question.getByRole('button', { name: '修改价格' })).toBeFocused();
  await expect(question.getByRole('button', { name: '是，以 €0 保存' })).toBeVisible();
  await question.getByRole('button', { name: '修改价格' }).click();
  await expect(question).toBeHidden();
});
