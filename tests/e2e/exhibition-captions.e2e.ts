import { adminCall, unique } from './admin-helpers.ts';
import { seriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** Staff write an exhibition's image captions in Chinese beside the English ones; the /zh page shows them. */

test('staff write a caption in Chinese beside the English; the /zh page shows it, the other marked English', async ({
  page,
  browser,
}) => {
  await signIn(page);
  // A new exhibition like a demo one, its captions in English only.
  const [first] = (await page.request.get('/api/admin/exhibitions').then((r) => r.json())) as { slug: string }[];
  const { _id, rowTranslations, ...like } = (await page.request
    .get(`/api/admin/exhibitions/update/${first?.slug}`)
    .then((r) => r.json())) as { _id: number; rowTranslations: unknown };
  const title = unique('Harbour Lights');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  expect((await adminCall(page, 'POST', '/api/admin/exhibitions/new', { ...like, title, slug })).status()).toBe(201);

  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/admin/exhibitions/update/${slug}`);
  const extras = page.getByRole('group', { name: 'Extra images with descriptions' });
  const chinese = extras.getByLabel('Description in Chinese 1');
  await expect(chinese).toHaveAttribute('lang', /^zh/);
  const missing = extras.getByText('Chinese missing');
  const rows = await extras.getByRole('listitem').count();
  await expect(missing).toHaveCount(rows);
  await expect(page.getByText('Loading the editor…')).toHaveCount(0);
  expect(await seriousA11yViolations(page), 'the form at 390px').toEqual([]);

  await chinese.fill('江畔夜色');
  await expect(missing).toHaveCount(rows - 1);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/zh/explore/exhibitions/${slug}`);
  const captions = visitor.locator('figcaption');
  await expect(captions.first()).toHaveText('江畔夜色');
  await expect(captions.nth(1).locator('[lang="en"]')).toContainText('英文原文');
});
