import type { Page } from '@playwright/test';
import { adminCall, unique } from './admin-helpers.ts';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** The admin's screens one behaviour at a time (SPEC 2 'Admin routes', 'Admin form screens', SPEC 4). */

test('signed out, every admin address goes to the login screen', async ({ page }) => {
  for (const path of ['/admin', '/admin/artist/new', '/admin/static-images', '/admin/anything/else']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
  }
});

test('an unknown admin address falls back to the dashboard', async ({ page }) => {
  await signIn(page);
  for (const path of ['/admin/no/such/screen', '/admin/paintings/new']) {
    await page.goto(path);
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  }
});

test('the dashboard picker is searchable by keyboard, and Modify opens the entry prefilled', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin');
  const films = page.getByRole('region', { name: 'Films' });
  const modify = films.getByRole('button', { name: 'Modify film' });
  await expect(modify).toBeDisabled();
  await expect(films.getByRole('button', { name: 'Delete film' })).toBeDisabled();

  const picker = films.getByRole('combobox');
  const list = (await page.request.get('/api/explore/films').then((r) => r.json())) as {
    title: string;
    slug: string;
  }[];
  const film = list[0] ?? { title: '', slug: '' };
  await picker.fill(film.title.slice(0, 6).toUpperCase());
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await expect(films.getByRole('option', { name: film.title })).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('ArrowUp');
  const active = await picker.getAttribute('aria-activedescendant');
  const activeTitle = await page.locator(`[id="${active}"]`).textContent();
  await picker.press('Enter');
  await expect(picker).toHaveValue(activeTitle ?? '');
  await expect(modify).toBeEnabled();
  await modify.click();
  await expect(page).toHaveURL(/\/admin\/films\/update\/[a-z0-9-]+$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(activeTitle ?? '');
  await expect(page.getByLabel('Colour', { exact: true })).toHaveValue(/Colour|Black and white/);
});

test('a form lists every error under Save, each naming its field', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/films/new');
  await expect(page.getByLabel('Colour', { exact: true })).toHaveValue('Colour');
  await page.getByLabel('Run time (minutes)').fill('-3');
  await page.getByRole('button', { name: 'Save' }).click();
  const errors = page.getByRole('alert', { name: 'Errors' });
  await expect(errors).toContainText('Title is required.');
  await expect(errors).toContainText('Synopsis is required.');
  await expect(errors).toContainText('Choose the main image.');
  await expect(errors).toContainText('Run time must be 0 or more.');
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // The button comes first, then the list (SPEC 2).
  const save = await page.getByRole('button', { name: 'Save' }).boundingBox();
  const list = await errors.boundingBox();
  expect(list?.y ?? 0).toBeGreaterThan(save?.y ?? 0);
});

test('a Korean title gives a romanised slug, one with no letters a clear error, and a typed slug is normalised', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/publications/new');
  await page.getByLabel('Title', { exact: true }).fill('만수대 창작사');
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('mansudae-changjaksa');
  await page.getByLabel('Title', { exact: true }).fill('★ ★');
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert', { name: 'Errors' })).toContainText('The slug is empty');
  await page.getByLabel('Slug', { exact: true }).fill('');
  await page.getByLabel('Slug', { exact: true }).pressSequentially('Mansudae Art_Studio!!');
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('mansudae-art-studio');
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/blog/new');
  await page.getByLabel('Title', { exact: true }).fill('A draft');
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Return to Admin Dashboard' }).first().click();
  await expect(page).toHaveURL('/admin/blog/new');
  expect(dialogs).toEqual(['This form has unsaved changes. Leave it and lose them?']);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Return to Admin Dashboard' }).last().click();
  await expect(page).toHaveURL('/admin');
});

test('the image modal: a grid with titles, filter, scroll locked, focus kept inside, Escape closes and returns it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/collections/new');
  const opener = page.getByRole('group', { name: 'Main image' }).getByRole('button', { name: 'Select Image' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Image Selection' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Images' }).getByRole('listitem').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');

  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('searchbox').fill('zzzz no such picture');
  await expect(dialog.getByText('No images found.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  await expect(page.getByRole('group', { name: 'Main image' })).toContainText('No image chosen.');
});

test('the editor refuses links other than http, https, mailto and tel, and asks an image for its description', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/artist/new');
  await page.getByRole('textbox', { name: 'Bio', exact: true }).click();
  await page.keyboard.type('Contact');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Link' }).first().click();
  await page.getByLabel('Link address').fill('javascript:alert(1)');
  await page.getByLabel('Link address').press('Enter');
  await expect(page.getByRole('alert')).toContainText('A link must start with http://, https://, mailto: or tel:');
  await page.getByLabel('Link address').fill('mailto:info@gallery.example');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(page.getByRole('textbox', { name: 'Bio', exact: true }).locator('a')).toHaveAttribute(
    'href',
    'mailto:info@gallery.example',
  );

  // An image by address has no library description: staff are asked for one.
  await page.getByRole('button', { name: 'Image', exact: true }).first().click();
  await page.getByLabel('Image address').fill(PIXEL);
  await page.getByRole('button', { name: 'Insert image' }).click();
  await expect(page.getByRole('alert')).toContainText('Describe the image in "Description (alt text)"');
  await expect(page.getByRole('textbox', { name: 'Bio', exact: true }).locator('img')).toHaveCount(0);
  await page.getByLabel('Description (alt text)').fill('A red banner over a harvest field');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await expect(page.getByRole('textbox', { name: 'Bio', exact: true }).locator('img')).toHaveAttribute(
    'alt',
    'A red banner over a harvest field',
  );
});

/** A one-pixel PNG, so the image needs no other host. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('modify an entry: the form is prefilled, a new title renames the slug, and the public page shows it', async ({
  page,
}) => {
  await signIn(page);
  const images = (await page.request.get('/api/image').then((r) => r.json())) as { _id: number }[];
  const title = unique('Spring Posters');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const created = await adminCall(page, 'POST', '/api/admin/collections/new', {
    title,
    slug,
    short_description: 'Posters of spring.',
    long_description: '<p>Long.</p>',
    main_img: images[0]?._id,
  });
  expect(created.status()).toBe(201);

  await page.goto(`/admin/collections/update/${slug}`);
  await expect(page.getByRole('heading', { name: `Modify collection: ${title}` })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Short description', { exact: true })).toHaveValue('Posters of spring.');
  await page.getByLabel('Title', { exact: true }).fill(`${title} Renamed`);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(`${slug}-renamed`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/admin/collections/update/${slug}-renamed`);
  await page.getByRole('status').filter({ hasText: 'Saved.' }).getByRole('link', { name: 'View on site' }).click();
  await expect(page).toHaveURL(`/explore/collections/${slug}-renamed`);
  await expect(page.getByRole('heading', { name: `${title} Renamed` })).toBeVisible();
  // Tidy up with the page closed: the page of an entry deleted under it may ask for it again and log the 404.
  await page.goto('about:blank');
  expect((await adminCall(page, 'DELETE', `/api/admin/collections/delete/${slug}-renamed`)).status()).toBe(200);
});

// One width and one screen a test: a full axe scan is slow on a busy machine, and no measure of the site's speed.
for (const width of WIDTHS) {
  for (const screen of ['/admin', '/admin/shop/new', 'a film form']) {
    test(`${screen} passes axe at ${width}px`, async ({ page }) => {
      await signIn(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(screen === 'a film form' ? `/admin/films/update/${await firstFilm(page)}` : screen);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading the editor…')).toHaveCount(0);
      expect(await seriousA11yViolations(page), `${screen} at ${width}px`).toEqual([]);
    });
  }

  test(`the image modal and a delete screen pass axe at ${width}px`, async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width, height: 900 });
    const film = await firstFilm(page);
    await page.goto(`/admin/films/update/${film}`);
    await expect(page.getByText('Loading the editor…')).toHaveCount(0);
    await page.getByRole('group', { name: 'Main image' }).getByRole('button', { name: 'Select Image' }).click();
    await expect(page.getByRole('dialog', { name: 'Image Selection' }).getByRole('listitem').first()).toBeVisible();
    expect(await seriousA11yViolations(page), `the image modal at ${width}px`).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto(`/admin/films/delete/${film}`);
    await expect(page.getByRole('heading', { name: 'Confirm Delete' })).toBeVisible();
    expect(await seriousA11yViolations(page), `the delete screen at ${width}px`).toEqual([]);
  });
}

async function firstFilm(page: Page) {
  const films = (await page.request.get('/api/explore/films').then((r) => r.json())) as { slug: string }[];
  return films[0]?.slug;
}
