import type { Page } from '@playwright/test';
import { adminCall, unique } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** Renaming a public entry: staff are told before saving, and the old address still leads to the entry. */

/** Signs in and adds a collection of its own, named after `name` and unique to this run. */
async function signedInWithCollection(page: Page, name: string) {
  await signIn(page);
  const images = (await page.request.get('/api/image').then((r) => r.json())) as { _id: number }[];
  const title = unique(name);
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const created = await adminCall(page, 'POST', '/api/admin/collections/new', {
    title,
    slug,
    short_description: `${name}, a collection.`,
    long_description: '<p>Long.</p>',
    main_img: images[0]?._id,
  });
  expect(created.status()).toBe(201);
  return { title, slug };
}

test('a renamed collection warns before saving and its old address leads to the new one', async ({ page }) => {
  const { title, slug } = await signedInWithCollection(page, 'Harvest Posters');

  await page.goto(`/admin/collections/update/${slug}`);
  const slugField = page.getByLabel('Slug', { exact: true });
  await expect(slugField).toHaveValue(slug);
  await slugField.fill(`${slug}-1975`);
  await expect(page.getByRole('status').filter({ hasText: 'This changes the public address' })).toContainText(
    `from /explore/collections/${slug} to /explore/collections/${slug}-1975`,
  );
  await page.getByRole('button', { name: 'Save' }).click();
  // The form stays, at the entry's new edit address.
  await expect(page).toHaveURL(`/admin/collections/update/${slug}-1975`);

  await page.goto(`/explore/collections/${slug}`);
  await expect(page).toHaveURL(`/explore/collections/${slug}-1975`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await adminCall(page, 'DELETE', `/api/admin/collections/delete/${slug}-1975`)).status()).toBe(200);
});

test('staff who leave a form while it saves a new address are not brought back to it', async ({ page }) => {
  const { slug } = await signedInWithCollection(page, 'Leaving Posters');

  await page.goto(`/admin/collections/update/${slug}`);
  await page.getByLabel('Slug', { exact: true }).fill(`${slug}-1975`);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/admin/collections/update/${slug}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await held;
    await route.continue();
  });
  const saving = page.waitForRequest((request) => request.method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  await saving;
  // The form still holds what is being saved, so leaving it asks first.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page).toHaveURL('/admin/inbox');

  const answered = page.waitForResponse((response) => response.request().method() === 'PUT');
  release();
  expect((await answered).status()).toBe(200);
  // The page has handled the answer once its next frames have run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(new URL(page.url()).pathname).toBe('/admin/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  expect((await adminCall(page, 'DELETE', `/api/admin/collections/delete/${slug}-1975`)).status()).toBe(200);
});
