import { adminCall, unique } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** Renaming a public entry: staff are told before saving, and the old address still leads to the entry. */

test('a renamed collection warns before saving and its old address leads to the new one', async ({ page }) => {
  await signIn(page);
  const images = (await page.request.get('/api/image').then((r) => r.json())) as { _id: number }[];
  const title = unique('Harvest Posters');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const created = await adminCall(page, 'POST', '/api/admin/collections/new', {
    title,
    slug,
    short_description: 'Posters of the harvest.',
    long_description: '<p>Long.</p>',
    main_img: images[0]?._id,
  });
  expect(created.status()).toBe(201);

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
