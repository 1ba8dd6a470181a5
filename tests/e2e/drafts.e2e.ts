import type { Page } from '@playwright/test';
import { adminCall, unique } from './admin-helpers.ts';
import { seriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** A work kept as a draft: private to the public, previewed by staff with a banner, then published. */

/** Saves the form and follows the Saved notice's link to the public page. */
async function saveAndView(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Saved.' });
  await saved.getByRole('link', { name: 'View on site' }).click();
}

test('staff save a work as Draft, preview it with a banner, then publish it', async ({ page, browser }) => {
  await signIn(page);
  // A new work like an existing one, so the test needs none of the form's many fields.
  const [first] = (await page.request.get('/api/admin/shop').then((r) => r.json())) as { slug: string }[];
  const { _id, ...like } = (await page.request.get(`/api/admin/shop/update/${first?.slug}`).then((r) => r.json())) as {
    _id: number;
  };
  const title = unique('Morning at Wonsan');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  expect((await adminCall(page, 'POST', '/api/admin/shop/new', { ...like, title, slug })).status()).toBe(201);

  await page.goto(`/admin/shop/update/${slug}`);
  const publishing = page.getByRole('group', { name: 'Publishing' });
  await publishing.getByLabel('Status').selectOption('Draft');
  await saveAndView(page);
  await expect(page).toHaveURL(`/shop/${slug}`);
  await expect(page.getByRole('status').filter({ hasText: 'Draft: not public' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await seriousA11yViolations(page), 'the preview at 390px').toEqual([]);

  // A visitor, with no session, finds nothing there.
  const visitor = await browser.newPage();
  const missing = await visitor.goto(`/shop/${slug}`);
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Oops! Page not found.' })).toBeVisible();

  await page.goto(`/admin/shop/update/${slug}`);
  await expect(publishing.getByLabel('Status')).toHaveValue('draft');
  await publishing.getByLabel('Status').selectOption('Published');
  await saveAndView(page);
  await expect(page).toHaveURL(`/shop/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Draft: not public')).toHaveCount(0);

  const shown = await visitor.goto(`/shop/${slug}`);
  expect(shown?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.close();
  expect((await adminCall(page, 'DELETE', `/api/admin/shop/delete/${slug}`)).status()).toBe(200);
});
