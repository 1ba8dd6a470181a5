import type { Page } from '@playwright/test';
import { adminCall, unique } from './admin-helpers.ts';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** Every save keeps a version: staff compare one with the entry now and restore it. */

const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-');

/** A new work copied from a demo one, so it has a real artist, media and image. */
async function createWork(page: Page, title: string): Promise<string> {
  const works = (await page.request.get('/api/admin/shop').then((r) => r.json())) as { slug: string }[];
  const demo = (await page.request.get(`/api/admin/shop/update/${works[0]?.slug}`).then((r) => r.json())) as Record<
    string,
    unknown
  >;
  const { _id, ...values } = demo;
  const slug = slugOf(title);
  const created = await adminCall(page, 'POST', '/api/admin/shop/new', { ...values, title, slug, year: '1985' });
  expect(created.status()).toBe(201);
  return slug;
}

/** Edits the work's title in its form, as staff do, and waits for the form at its new address, saved. */
async function retitle(page: Page, slug: string, title: string): Promise<string> {
  await page.goto(`/admin/shop/update/${slug}`);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slugOf(title));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page).toHaveURL(`/admin/shop/update/${slugOf(title)}`);
  return slugOf(title);
}

test('a work edited twice is restored to its first version from its history', async ({ page }) => {
  await signIn(page);
  const first = unique('Harbour at Dawn');
  const slug = await createWork(page, first);
  await retitle(page, slug, `${first} second`);
  const last = await retitle(page, `${slug}-second`, `${first} third`);

  await page.goto(`/admin/shop/update/${last}`);
  await page.getByRole('link', { name: 'History' }).click();
  const versions = page.getByRole('region', { name: 'Saved versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Changed: Title, Slug');
  await versions.last().getByRole('link').click();

  const compare = page.getByRole('region', { name: /^The version of / });
  const title = compare.getByRole('definition').first();
  await expect(compare.getByRole('term').first()).toHaveText('Title');
  await expect(title).toContainText(`This version${first}`);
  await expect(title).toContainText(`Now${first} third`);

  await compare.getByRole('button', { name: 'Restore this version' }).click();
  await expect(compare.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(compare.getByRole('button', { name: 'Restore this version' })).toBeVisible();
  await compare.getByRole('button', { name: 'Restore this version' }).click();
  await compare.getByRole('button', { name: 'Yes, restore' }).click();

  await expect(page).toHaveURL(`/admin/shop/update/${slug}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(first);
  await page.goto(`/shop/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
});

/** A save through the API, as another admin's would be: the work's stored values with some changed. */
async function saveWork(page: Page, slug: string, changes: Record<string, unknown>) {
  const stored = await page.request.get(`/api/admin/shop/update/${slug}`).then((r) => r.json());
  const { _id, ...values } = stored as Record<string, unknown>;
  const res = await page.request.fetch(`/api/admin/shop/update/${slug}`, {
    method: 'PUT',
    headers: { Origin: new URL(page.url()).origin },
    data: { ...values, ...changes },
  });
  expect(res.status()).toBe(200);
  return values;
}

test('a long history loads older versions and names the artist and image a version held', async ({ page }) => {
  await signIn(page);
  const slug = await createWork(page, unique('Long History'));
  type Named = { _id: number; title: string };
  const first = await saveWork(page, slug, {});
  const artists = (await page.request
    .get(`/api/admin/lists/pick?type=artists&limit=5&ids=${first.artist}`)
    .then((r) => r.json())) as { matches: Named[]; named: Named[] };
  const images = (await page.request.get('/api/admin/image/list?limit=5').then((r) => r.json())) as {
    items: Named[];
  };
  const thenArtist = artists.named[0];
  const nowArtist = artists.matches.find((a) => a._id !== first.artist);
  const thenImage = (await page.request.get(`/api/admin/image/id/${first.img}`).then((r) => r.json())) as Named;
  const nowImage = images.items.find((i) => i._id !== first.img);
  await saveWork(page, slug, { artist: nowArtist?._id, img: nowImage?._id });
  for (let i = 0; i < 20; i++) await saveWork(page, slug, { year: String(1960 + i) });

  await page.goto(`/admin/shop/history/${slug}`);
  const versions = page.getByRole('region', { name: 'Saved versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(20);
  await page.getByRole('button', { name: 'Show older versions' }).focus();
  await page.keyboard.press('Enter');
  await expect(versions).toHaveCount(23);
  await expect(versions.nth(20).getByRole('link')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Show older versions' })).toHaveCount(0);
  await versions.last().getByRole('link').click();

  const compare = page.getByRole('region', { name: /^The version of / });
  const artist = compare.getByRole('definition').filter({ hasText: `This version${thenArtist?.title}` });
  await expect(artist).toContainText(`Now${nowArtist?.title}`);
  const image = compare.getByRole('definition').filter({ hasText: `This version${thenImage.title}` });
  await expect(image).toContainText(`Now${nowImage?.title}`);
  // Each side shows its image's thumbnail (decorative: the title beside it names it).
  await expect(image.locator('img')).toHaveCount(2);
});

for (const width of WIDTHS) {
  test(`the History screen with a version compared passes axe at ${width}px`, async ({ page }) => {
    await signIn(page);
    const slug = await createWork(page, unique('Axe History'));
    const last = await retitle(page, slug, unique('Axe History'));
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/shop/history/${last}`);
    await page.getByRole('region', { name: 'Saved versions' }).getByRole('link').last().click();
    await expect(page.getByRole('button', { name: 'Restore this version' })).toBeVisible();
    expect(await seriousA11yViolations(page), `the History screen at ${width}px`).toEqual([]);
  });
}

test('the history names a change of status by the form’s own label', async ({ page }) => {
  await signIn(page);
  const slug = await createWork(page, unique('Status Change'));
  await page.goto(`/admin/shop/update/${slug}`);
  await page.getByLabel('Status', { exact: true }).selectOption('draft');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.getByRole('link', { name: 'History' }).click();
  const versions = page.getByRole('region', { name: 'Saved versions' }).getByRole('listitem');
  await expect(versions.first()).toContainText('Changed: Status');
  await expect(versions.first()).not.toContainText('status');
});
