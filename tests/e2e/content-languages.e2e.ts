import { adminCall, unique } from './admin-helpers.ts';
import { seriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** Staff write an entry's Chinese side beside the English one and publish it in Chinese when it is ready. */

test('staff fill the Chinese side of a work and publish it in Chinese; the /zh page then shows it', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  // The refused save below is reported by the browser.
  allowConsoleErrors(/status of 400/);
  await signIn(page);
  // A new work like an existing one, in English only, so the test needs none of the form's many fields.
  const [first] = (await page.request.get('/api/admin/shop').then((r) => r.json())) as { slug: string }[];
  const { _id, ...like } = (await page.request.get(`/api/admin/shop/update/${first?.slug}`).then((r) => r.json())) as {
    _id: number;
  };
  const title = unique('Morning at Wonsan');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const body = { ...like, title, slug, translations: { zh: { title: '' } }, languages: { en: true, zh: false } };
  expect((await adminCall(page, 'POST', '/api/admin/shop/new', body)).status()).toBe(201);

  const visitor = await browser.newPage();
  expect((await visitor.goto(`/zh/shop/${slug}`))?.status()).toBe(404);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/shop/update/${slug}`);
  const chineseTitle = page.getByLabel('Title in Chinese', { exact: true });
  await expect(chineseTitle).toHaveAttribute('lang', /^zh/);
  const titleRow = page.locator('[data-field="title"]');
  await expect(titleRow.getByText('Chinese missing')).toBeVisible();
  await expect(page.getByText('Loading the editor…')).toHaveCount(0);
  expect(await seriousA11yViolations(page), 'the form at 1280px').toEqual([]);

  // Published in Chinese without the Chinese title: refused, naming the field.
  const publishedIn = page.getByRole('group', { name: 'Published in' });
  await publishedIn.getByLabel('中文').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert', { name: 'Errors' })).toContainText(
    'Chinese title is required to publish in Chinese.',
  );

  const zhTitle = `元山之晨 ${slug.slice(-6)}`;
  await chineseTitle.fill(zhTitle);
  await expect(titleRow.getByText('Chinese missing')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(publishedIn.getByLabel('中文')).toBeChecked();

  const shown = await visitor.goto(`/zh/shop/${slug}`);
  expect(shown?.status()).toBe(200);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(zhTitle);
  const answer = await visitor.request.get(`/api/shop/${slug}?lang=zh`);
  expect(((await answer.json()) as { title: string }).title).toBe(zhTitle);
});

test("an artist's name forms: the Revised Romanization is suggested from the hangul, the pinyin key made on save", async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 900 });
  const [first] = (await page.request.get('/api/admin/artists').then((r) => r.json())) as { slug: string }[];
  await page.goto(`/admin/artist/update/${first?.slug}`);
  const forms = page.getByRole('group', { name: 'Other forms of the name' });
  await forms.getByLabel('Hangul').fill('박동구');
  await forms.getByRole('button', { name: 'Use "bakdonggu"' }).click();
  await expect(forms.getByLabel('Revised Romanization')).toHaveValue('bakdonggu');
  await page.getByLabel('Name in Chinese', { exact: true }).fill('长城');
  await forms.getByLabel('Pinyin sort key').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  // The key made on save shows at once, and is stored.
  await expect(forms.getByLabel('Pinyin sort key')).toHaveValue('chang2 cheng2');
  await page.reload();
  await expect(forms.getByLabel('Pinyin sort key')).toHaveValue('chang2 cheng2');
  await expect(page.getByText('Loading the editor…')).toHaveCount(0);
  expect(await seriousA11yViolations(page), 'the artist form at 390px').toEqual([]);
});
