import { adminCall, unique } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** A content form keeps staff in control: errors follow the fields, a failed save loses nothing, Save stays. */

test('errors clear as fields are fixed, a failed save keeps every value, and Saved links to the page', async ({
  page,
  allowConsoleErrors,
}) => {
  // The save made to fail below is reported by the browser.
  allowConsoleErrors(/ERR_FAILED/);
  await signIn(page);
  const images = (await page.request.get('/api/image').then((r) => r.json())) as { _id: number }[];
  const title = unique('Harbour Posters');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const created = await adminCall(page, 'POST', '/api/admin/collections/new', {
    title,
    slug,
    short_description: 'Posters of the harbour.',
    long_description: '<p>Long.</p>',
    main_img: images[0]?._id,
  });
  expect(created.status()).toBe(201);
  await page.goto(`/admin/collections/update/${slug}`);

  const titleField = page.getByLabel('Title', { exact: true });
  const short = page.getByLabel('Short description', { exact: true });
  const save = page.getByRole('button', { name: 'Save' });
  const errors = page.getByRole('alert', { name: 'Errors' });
  await titleField.fill('');
  await save.click();
  await expect(errors).toContainText('Title is required.');
  await expect(titleField).toHaveAttribute('aria-invalid', 'true');
  await titleField.fill(`${title} Renamed`);
  await expect(errors).toHaveCount(0);
  await expect(titleField).not.toHaveAttribute('aria-invalid', 'true');

  // The first save is held, then fails as a dropped connection would.
  await short.fill('Posters of the harbour at dusk.');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    '**/api/admin/collections/update/**',
    async (route) => {
      await held;
      await route.abort('failed');
    },
    { times: 1 },
  );
  await save.click();
  await expect(titleField).toBeDisabled();
  await expect(short).toBeDisabled();
  release();
  await expect(errors).toBeVisible();
  await expect(titleField).toBeEnabled();
  await expect(titleField).toHaveValue(`${title} Renamed`);
  await expect(short).toHaveValue('Posters of the harbour at dusk.');

  await save.click();
  await expect(page).toHaveURL(`/admin/collections/update/${slug}-renamed`);
  const notice = page.getByRole('status').filter({ hasText: 'Saved.' });
  await expect(notice).toHaveText('Saved. View on site');
  await expect(notice.getByRole('link', { name: 'View on site' })).toHaveAttribute(
    'href',
    `/explore/collections/${slug}-renamed`,
  );
  await expect(page.getByLabel('Short description', { exact: true })).toHaveValue('Posters of the harbour at dusk.');
  expect((await adminCall(page, 'DELETE', `/api/admin/collections/delete/${slug}-renamed`)).status()).toBe(200);
});
