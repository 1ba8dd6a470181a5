import { adminCall } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** SPEC 2 'Static images screen': each of the seven slots is chosen with the image modal. */

type Slot = { name: string; img: { _id: number; title: string } };

test('staff set a static image with the modal, and the public call shows it', async ({ page }) => {
  await signIn(page);
  const before = (await page.request.get('/api/admin/static-images').then((r) => r.json())) as Slot[];
  const map = before.find((slot) => slot.name === 'contactMap');
  const banner = before.find((slot) => slot.name === 'contactBanner');
  expect(map && banner).toBeTruthy();

  await page.goto('/admin');
  await page.getByRole('region', { name: 'Static images' }).getByRole('link', { name: 'Modify static images' }).click();
  await expect(page).toHaveURL('/admin/static-images');
  for (const slot of [
    'bonnerImg',
    'collectionsImg',
    'exhibitionsImg',
    'filmsImg',
    'publicationsImg',
    'contactBanner',
    'contactMap',
  ]) {
    await expect(page.getByRole('group', { name: slot })).toBeVisible();
  }

  try {
    // The map takes the banner's picture, then gets its own back.
    const choose = async (title: string) => {
      await page.getByRole('group', { name: 'contactMap' }).getByRole('button', { name: 'Select Image' }).click();
      const dialog = page.getByRole('dialog', { name: 'Image Selection' });
      await dialog.getByRole('searchbox').fill(title);
      await dialog.getByRole('button', { name: title, exact: true }).click();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('The static images are saved.');
    };
    await choose(banner?.img.title ?? '');
    const changed = (await page.request.get('/api/static-images/contactMap').then((r) => r.json())) as Slot;
    expect(changed.img._id).toBe(banner?.img._id);
    await choose(map?.img.title ?? '');
    const restored = (await page.request.get('/api/static-images/contactMap').then((r) => r.json())) as Slot;
    expect(restored.img._id).toBe(map?.img._id);
  } finally {
    // Every slot as it was, for the tests after this one, whatever happened above.
    const choice = Object.fromEntries(before.map((slot) => [slot.name, slot.img._id]));
    expect((await adminCall(page, 'POST', '/api/admin/static-images/update', choice)).status()).toBe(200);
  }
});
