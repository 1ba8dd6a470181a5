import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { adminCall, unique } from './admin-helpers.ts';
import { seriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Images where they are needed (issue 18): a new artwork gets a new image without leaving its form. The
 * image is uploaded inside the Image Selection modal, selected on upload and saved with the artwork; a failed
 * try keeps what was typed.
 */

/** A picture of noise: its PNG stays large (about 360 kB at 400 x 300), so an upload takes a moment. */
const noisePng = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 150 } } })
    .jpeg()
    .toBuffer();

async function firstArtist(page: Page) {
  const artists = (await page.request.get('/api/artists').then((r) => r.json())) as { name: string }[];
  return artists[0]?.name ?? '';
}

test('an image uploaded inside the modal is selected and saved on a new artwork', async ({
  page,
  allowConsoleErrors,
}) => {
  // The busy server's answer below is a 503, which the browser reports in its console.
  allowConsoleErrors(/status of 503/);
  await signIn(page);
  const title = unique('Evening tide');
  const imageTitle = unique('Tide photo');
  const artist = await firstArtist(page);

  await page.goto('/admin/shop/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  const artistPicker = page.getByRole('combobox', { name: 'Artist' });
  await artistPicker.fill(artist);
  await page.getByRole('option', { name: artist }).first().click();
  await page.getByLabel('Category', { exact: true }).selectOption('Original');
  await page.getByRole('group', { name: 'Media' }).getByLabel('Medium 1').selectOption('Oil on Canvas');
  await page.getByRole('textbox', { name: 'Description', exact: true }).click();
  await page.keyboard.type('The tide at dusk.');
  const sizes = page.getByRole('group', { name: 'Sizes and prices' });
  await sizes.getByLabel('Width (cm) 1').fill('40');
  await sizes.getByLabel('Height (cm) 1').fill('30');
  await sizes.getByLabel('Price (EUR) 1').fill('300');

  await page.getByRole('group', { name: 'Image', exact: true }).getByRole('button', { name: 'Select Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Image Selection' });
  await dialog
    .getByLabel('Choose files')
    .setInputFiles({ name: 'tide.png', mimeType: 'image/png', buffer: await noisePng(400, 300) });
  const row = dialog.getByRole('listitem', { name: 'File: tide.png' });
  await expect(row.getByLabel('Title')).toHaveValue('tide');
  await row.getByLabel('Title').fill(imageTitle);

  // Without alt text the file is refused beside its field, and the typed title stays.
  await row.getByRole('button', { name: 'Upload' }).click();
  await expect(row.getByLabel('Alt text')).toHaveAttribute('aria-invalid', 'true');
  await expect(row).toContainText('Alt text is required.');
  await expect(row.getByLabel('Title')).toHaveValue(imageTitle);

  await row.getByLabel('Alt text').fill('The sea coming in over flat sand at dusk');
  await expect(row).not.toContainText('Alt text is required.');

  // A busy server (503) says to try again, and nothing typed is lost.
  await page.route('**/api/admin/image/new', (route) =>
    route.fulfill({
      status: 503,
      headers: { 'Retry-After': '5' },
      json: { errors: [{ msg: 'The server is busy.', path: 'img' }] },
    }),
  );
  await row.getByRole('button', { name: 'Try again' }).click();
  await expect(row.getByRole('alert')).toHaveText(
    'The server is busy with other uploads. Wait a few seconds, then press Try again.',
  );
  await expect(row.getByLabel('Title')).toHaveValue(imageTitle);
  await expect(row.getByLabel('Alt text')).toHaveValue('The sea coming in over flat sand at dusk');
  await page.unroute('**/api/admin/image/new');

  // While the upload runs (held here until the checks are done) the form cannot be saved and the modal
  // stays open.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/image/new', async (route) => {
    await held;
    await route.continue();
  });
  await row.getByRole('button', { name: 'Try again' }).click();
  await expect(row.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog.getByText('Wait for the uploads to finish before closing.')).toBeVisible();
  release();
  await expect(row.getByRole('status')).toHaveText(`Uploaded and selected: ${imageTitle}`);
  await page.unroute('**/api/admin/image/new');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: imageTitle })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('group', { name: 'Image', exact: true })).toContainText(imageTitle);

  // A new entry starts as a draft: published on purpose, so the public answer below has it.
  await page.getByLabel('Status', { exact: true }).selectOption('published');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/shop\/update\/evening-tide-[a-z0-9]+$/);
  const slug = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const item = (await page.request.get(`/api/shop/${slug}`).then((r) => r.json())) as {
    img: { title: string; alt: string };
  };
  expect(item.img).toMatchObject({ title: imageTitle, alt: 'The sea coming in over flat sand at dusk' });
});

test('the modal with files waiting to upload passes axe at 1280px', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/shop/new');
  // The rich-text editor arrives a moment after the form; the fields are settled once it has.
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toBeVisible();
  await page.getByRole('group', { name: 'Image', exact: true }).getByRole('button', { name: 'Select Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Image Selection' });
  await dialog.getByLabel('Choose files').setInputFiles([
    { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await photo(200, 150) },
    { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await photo(150, 200) },
  ]);
  // One of them refused, so the error state is checked too.
  const one = dialog.getByRole('listitem', { name: 'File: one.jpg' });
  await one.getByRole('button', { name: 'Upload' }).click();
  await expect(one.getByLabel('Alt text')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Upload all' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Images' }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a focal point set on the image form keeps the subject in the cropped banner', async ({ page }) => {
  await signIn(page);
  const banner = (await page.request.get('/api/static-images/contactBanner').then((r) => r.json())) as {
    img: { slug: string; title: string; alt: string };
  };
  const { slug, title, alt } = banner.img;
  // The picture is held back until after the click: the picker has its size before the picture arrives.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/media/**', async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto(`/admin/image/update/${slug}`);
    // A click near the top left corner, then one step right with the arrow key.
    const layer = page.getByRole('button', { name: 'No focal point: crops keep the centre' });
    const box = await layer.boundingBox();
    await layer.click({ position: { x: (box?.width ?? 0) * 0.1, y: (box?.height ?? 0) * 0.2 } });
    await expect(
      page.getByRole('button', { name: /^Focal point at 10% from the left and 20% from the top$/ }),
    ).toBeFocused();
    release();
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByText('Focal point at 15% from the left and 20% from the top', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Image "${title}" saved.`);

    await page.goto('/about');
    const picture = page.getByRole('img', { name: alt }).first();
    await expect(picture).toHaveCSS('object-position', '15% 20%');
  } finally {
    release();
    // Back to no focal point, for the tests after this one.
    const reset = await adminCall(page, 'PUT', `/api/admin/image/update/${slug}`, { title, alt, focal: null });
    expect(reset.status()).toBe(200);
  }
});

test('images dropped on the modal are uploaded together and all added to a list of images', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/collections/new');
  // The rich-text editor arrives a moment after the form; the fields are settled once it has.
  await expect(page.getByRole('textbox', { name: 'Long description', exact: true })).toBeVisible();
  const list = page.getByRole('group', { name: 'Collection images' });
  await list.getByRole('button', { name: 'Add image' }).click();
  await list.getByRole('button', { name: 'Select Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Image Selection' });

  // Two files dropped at once, as from a desktop folder.
  const files = [
    { name: 'north-shore.jpg', base64: (await photo(300, 200)).toString('base64') },
    { name: 'south-shore.jpg', base64: (await photo(200, 300)).toString('base64') },
  ];
  const dataTransfer = await page.evaluateHandle((sent) => {
    const transfer = new DataTransfer();
    for (const file of sent) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: 'image/jpeg' }));
    }
    return transfer;
  }, files);
  await dialog.getByText('Drop image files here, or').dispatchEvent('drop', { dataTransfer });

  const titles = [unique('North shore'), unique('South shore')];
  for (const [index, file] of files.entries()) {
    const row = dialog.getByRole('listitem', { name: `File: ${file.name}` });
    await row.getByLabel('Title').fill(titles[index] ?? '');
    await row.getByLabel('Alt text').fill(`A stony ${index === 0 ? 'northern' : 'southern'} shore at low tide`);
  }
  await dialog.getByRole('button', { name: 'Upload all' }).click();
  for (const title of titles) {
    await expect(dialog.getByRole('button', { name: title })).toHaveAttribute('aria-pressed', 'true');
  }
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  for (const title of titles) await expect(list).toContainText(title);
});
