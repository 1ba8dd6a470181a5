import { addOwnArtist, adminCall, libraryImageIds, unique } from './admin-helpers.ts';
import { seriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Staff mark a work on hold, then sold, in the shop form, and put it back (issue 15 'Done when'): each save
 * is what the public API then says. The work is one no other test uses.
 */

const SLUG = 'calm-morning-on-the-east-sea';

const publicState = async (page: import('@playwright/test').Page) =>
  ((await (await page.request.get(`/api/shop/${SLUG}`)).json()) as { availability: string }).availability;

test("staff change a work's availability in the shop form and the shop follows", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page);
  await page.goto(`/admin/shop/update/${SLUG}`);
  const availability = page.getByLabel('Availability', { exact: true });
  await expect(availability).toHaveValue('available');
  // The form shows the work's facts: the list's category, the size's dimensions and its own state.
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Original');
  const sizes = page.getByRole('group', { name: 'Sizes and prices' });
  await expect(sizes.getByLabel('Width (cm) 1')).toHaveValue('56');
  await expect(sizes.getByLabel('Availability 1')).toHaveValue('available');
  expect(await seriousA11yViolations(page)).toEqual([]);

  for (const [label, state] of [
    ['On hold', 'on_hold'],
    ['Sold', 'sold'],
    ['Available', 'available'],
  ] as const) {
    await page.goto(`/admin/shop/update/${SLUG}`);
    await page.getByLabel('Availability', { exact: true }).selectOption({ label });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved. View on site');
    expect(await publicState(page)).toBe(state);
  }
});

test("staff reorder a list (an artist's extra images) and the public answer follows the new order", async ({
  page,
}) => {
  await signIn(page);
  // An artist of its own: a test that edits a shared one would save its whole form over this one's order.
  const images = await libraryImageIds(page);
  const slug = await addOwnArtist(page, 'Reorder', { additional_imgs: images.slice(1, 4) });
  const order = async () =>
    (
      (await (await page.request.get(`/api/artists/${slug}`)).json()) as { additional_imgs: { _id: number }[] }
    ).additional_imgs.map((i) => i._id);
  const before = await order();
  expect(before).toEqual(images.slice(1, 4));

  for (const expected of [[before[1], before[0], ...before.slice(2)], before]) {
    await page.goto(`/admin/artist/update/${slug}`);
    await page.getByRole('button', { name: /Move Image 2 up$/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved. View on site');
    expect(await order()).toEqual(expected);
  }
  expect((await adminCall(page, 'DELETE', `/api/admin/artists/delete/${slug}`)).status()).toBe(200);
});

test('staff rename a medium and name it in Chinese, the works follow, and a name in use cannot be deleted', async ({
  page,
  allowConsoleErrors,
}) => {
  // Deleting a medium in use is refused with 409, which the browser reports in its console.
  allowConsoleErrors(/status of 409/);
  await signIn(page);
  const add = await adminCall(page, 'POST', '/api/admin/terms/new', { kind: 'medium', name: unique('Lacquer') });
  expect(add.status()).toBe(201);
  const term = (await add.json()) as { id: number; name: string };

  await page.goto('/admin');
  await page.getByRole('link', { name: /the lists of media, categories and collections/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media, categories and collections' })).toBeVisible();
  const media = page.getByRole('region', { name: 'Media' });
  await expect(media.getByLabel(`Chinese name of ${term.name}`)).toHaveAccessibleDescription('Chinese missing');
  await media.getByLabel(`Name of ${term.name}`, { exact: true }).fill(`${term.name} on wood`);
  await media.getByLabel(`Chinese name of ${term.name}`).fill('木板漆画');
  await media.getByRole('button', { name: `Save ${term.name}` }).click();
  await expect(
    media.getByText(`"${term.name}" is now "${term.name} on wood" on every work that used it.`),
  ).toBeVisible();
  await expect(media.getByText(`The Chinese name of "${term.name} on wood" is now "木板漆画".`)).toBeVisible();
  await expect(media.getByLabel(`Chinese name of ${term.name} on wood`)).toHaveValue('木板漆画');

  await media.getByRole('button', { name: `Delete ${term.name} on wood` }).click();
  await expect(media.getByText(`"${term.name} on wood" was deleted.`)).toBeVisible();
  await expect(media.getByLabel(`Name of ${term.name} on wood`)).toHaveCount(0);

  // A medium the demo works use is refused with the server's reason.
  const used = media.getByRole('button', { name: 'Delete Oil on Canvas' });
  await used.click();
  await expect(media.getByText(/cannot be deleted/)).toBeVisible();
});
