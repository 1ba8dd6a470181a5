import { addOwnArtist, adminCall } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Two tabs (or two members of staff) edit the same artist. The first save stands; the second, made from a
 * form loaded before it, is refused with a plain sentence, and what was typed stays in its form.
 */
test('a save over a change made in another tab is refused, and the typing stays', async ({
  page,
  allowConsoleErrors,
}) => {
  // The refused save answers 412, which the browser reports in its console.
  allowConsoleErrors(/status of 412/);
  await signIn(page);
  const slug = await addOwnArtist(page, 'Conflict');

  const other = await page.context().newPage();
  await other.goto(`/admin/artist/update/${slug}`);
  await page.goto(`/admin/artist/update/${slug}`);
  const chinese = (tab: typeof page) => tab.getByLabel('Name in Chinese', { exact: true });
  await expect(chinese(other)).toBeEditable();
  await expect(chinese(page)).toBeEditable();

  await chinese(other).fill('金松根');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await chinese(page).fill('金颂根');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Someone else saved this artist after you opened it.', { exact: false })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveCount(0);
  await expect(chinese(page)).toHaveValue('金颂根');
  const stored = (await (await page.request.get(`/api/artists/${slug}?lang=zh`)).json()) as { name: string };
  expect(stored.name).toBe('金松根');

  // After a reload the form holds the saved version, and saves again.
  await page.reload();
  await expect(chinese(page)).toHaveValue('金松根');
  await chinese(page).fill('金颂根');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const saved = (await (await page.request.get(`/api/artists/${slug}?lang=zh`)).json()) as { name: string };
  expect(saved.name).toBe('金颂根');

  await other.close();
  expect((await adminCall(page, 'DELETE', `/api/admin/artists/delete/${slug}`)).status()).toBe(200);
});
